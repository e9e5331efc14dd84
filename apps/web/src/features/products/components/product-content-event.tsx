import type { TProductContentEvent } from '@brandlens/contracts';
import { Group, Image, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format/format-date-time';

const LABELS: Record<TProductContentEvent['field'], string> = {
  title: 'Title changed',
  brand: 'Brand changed',
  mainImage: 'Main image changed',
  images: 'Images changed',
  bulletPoints: 'Bullet points changed',
  classification: 'Category changed',
};

const list = (value: TProductContentEvent['before']) => (Array.isArray(value) ? value : value === null ? [] : [value]);
const quoted = (value: TProductContentEvent['before']) => (typeof value === 'string' ? `“${value}”` : 'none');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How the lists differ: which entries were added and which removed (a reworded bullet is both). */
function listChange(event: TProductContentEvent, word: string): string {
  const before = list(event.before);
  const after = list(event.after);
  const added = after.filter((item) => !before.includes(item)).length;
  const removed = before.filter((item) => !after.includes(item)).length;
  const parts = [`${plural(before.length, word)} → ${after.length}`];
  if (added > 0) parts.push(`${added} added`);
  if (removed > 0) parts.push(`${removed} removed`);
  if (added === 0 && removed === 0) parts.push('reordered');
  return parts.join(', ');
}

function Thumbnail({ src, label }: { src: string | null; label: string }) {
  return src ? (
    <Image src={src} alt={label} w={48} h={48} fit="contain" radius="sm" />
  ) : (
    <Text size="xs" c="dimmed">
      none
    </Text>
  );
}

/** One change of the listing's content, readable: what it was and what it became. */
export function ProductContentEvent({ event }: { event: TProductContentEvent }) {
  const head = `${formatDate(event.day)}: ${LABELS[event.field]}`;
  switch (event.field) {
    case 'mainImage':
      return (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{head}</Text>
          <Thumbnail src={typeof event.before === 'string' ? event.before : null} label="Main image before" />
          <Text size="sm">→</Text>
          <Thumbnail src={typeof event.after === 'string' ? event.after : null} label="Main image after" />
        </Group>
      );
    case 'bulletPoints':
      return <Text size="sm">{`${head}: ${listChange(event, 'bullet')}`}</Text>;
    case 'images':
      return <Text size="sm">{`${head}: ${listChange(event, 'image')}`}</Text>;
    default:
      return <Text size="sm">{`${head}: ${quoted(event.before)} → ${quoted(event.after)}`}</Text>;
  }
}
