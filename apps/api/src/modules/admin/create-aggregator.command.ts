import { ZSlug } from '@brandlens/contracts';
import type { CliCommand } from '../../cli/cli-command.ts';
import { insertAggregator } from './aggregators.queries.ts';

export const createAggregatorCommand: CliCommand = {
  name: 'create-aggregator',
  usage: 'create-aggregator --slug <slug> --name <partner name>   (its invite link is /invites/<slug>)',
  options: { slug: { type: 'string' }, name: { type: 'string' } },
  async run(db, options) {
    const slug = ZSlug.safeParse(options.slug);
    if (!slug.success) throw new Error(`--slug: ${slug.error.issues[0]?.message ?? 'invalid'}`);
    const name = typeof options.name === 'string' && options.name.trim() ? options.name.trim() : '';
    if (!name) throw new Error('--name is required');
    const isCreated = await insertAggregator(db, slug.data, name);
    return isCreated
      ? `Partner ${name} created; invite link: /invites/${slug.data}`
      : `A partner with the slug ${slug.data} already exists.`;
  },
};
