import type { TProfitLoss } from '@brandlens/contracts';
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { LINE_GROUPS, hasLedgerRows, lineLabel, parentGroups, periodLabel } from '../utils/statement-lines';
import { StatementFigure } from './statement-figure';
import classes from './statement-table.module.css';

type TStatementLine = TProfitLoss['lines'][number];

interface StatementTableProps {
  statement: TProfitLoss;
  /** period: a month, or the whole range for the Totals column. */
  onOpenCell: (line: string, period: string) => void;
}

const stickyColumn: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 260,
};

const highlightedRow: CSSProperties = { background: 'var(--mantine-color-blue-light)' };

/** The statement: lines × periods, a Totals column, sum rows highlighted, fee groups folded. */
export function StatementTable({ statement, onOpenCell }: StatementTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const { periods, currency } = statement;
  const range = periods.length > 0 ? `${periods[0]}..${periods[periods.length - 1]}` : '';

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  // A group folds only under a total the statement has.
  const present = new Set(statement.lines.map((line) => line.key));
  const parentsOf = (key: string) => parentGroups(key).filter((parent) => present.has(parent));
  const visible = statement.lines.filter((line) => parentsOf(line.key).every((parent) => expanded.has(parent)));

  const cell = (line: TStatementLine, figure: TStatementLine['total'], period: string, name: string) => {
    const content = <StatementFigure {...figure} kind={line.kind} currency={currency} />;
    return (
      <td key={period} className={classes.figureCell}>
        {hasLedgerRows(line.kind, line.key) ? (
          // The figure is the button's visible name; the line and period follow as hidden text (an
          // aria-label that leaves out the visible figure fails WCAG 2.5.3, label in name).
          <button type="button" className={classes.figureButton} onClick={() => onOpenCell(line.key, period)}>
            {content}
            <span className={classes.visuallyHidden} data-visually-hidden>{`, ${lineLabel(line.key)}, ${name}`}</span>
          </button>
        ) : (
          content
        )}
      </td>
    );
  };

  return (
    <Table.ScrollContainer minWidth={Math.max(700, 260 + (periods.length + 1) * 130)}>
      <Table aria-label="Profit and loss statement" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyColumn}>{`Line (${currency})`}</Table.Th>
            {periods.map((period) => (
              <Table.Th key={period} ta="right">
                {periodLabel(period)}
              </Table.Th>
            ))}
            <Table.Th ta="right">Totals</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visible.map((line) => {
            const depth = parentsOf(line.key).length;
            const isGroup = line.key in LINE_GROUPS;
            const rowStyle = line.isHighlighted ? highlightedRow : undefined;
            return (
              <Table.Tr key={line.key} data-line={line.key} data-highlighted={line.isHighlighted} style={rowStyle}>
                <Table.Th scope="row" style={{ ...stickyColumn, ...rowStyle, paddingLeft: 12 + depth * 20 }}>
                  <Group gap={4} wrap="nowrap">
                    {isGroup ? (
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        aria-expanded={expanded.has(line.key)}
                        aria-label={`${expanded.has(line.key) ? 'Hide' : 'Show'} the lines of ${lineLabel(line.key)}`}
                        onClick={() => toggle(line.key)}
                      >
                        {expanded.has(line.key) ? '−' : '+'}
                      </ActionIcon>
                    ) : null}
                    <Text span fw={line.isHighlighted ? 700 : 400} size="sm">
                      {lineLabel(line.key)}
                    </Text>
                  </Group>
                </Table.Th>
                {periods.map((period, index) => {
                  const figure = line.figures[index];
                  return figure ? (
                    cell(line, figure, period, periodLabel(period))
                  ) : (
                    <td key={period} className={classes.figureCell}>
                      —
                    </td>
                  );
                })}
                {cell(line, line.total, range, 'Totals')}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
