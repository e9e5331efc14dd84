import { ALL_BRANDS_KEY, type TBrandScore } from '@brandlens/contracts';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { scoreColor } from '../utils/score-colors';
import { valuationFiltersToSearch, type ValuationFilters } from '../utils/valuation-filters';

interface BrandScoreTableProps {
  sellerId: string;
  brands: TBrandScore[];
  filters: ValuationFilters;
}

/** Every brand of the seller with its overall score, each linking to its own page. */
export function BrandScoreTable({ sellerId, brands, filters }: BrandScoreTableProps) {
  const rows = brands.filter((brand) => brand.key !== ALL_BRANDS_KEY);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No brand yet: brands come from the products of the imported settlements.
      </Text>
    );
  }
  const search = valuationFiltersToSearch(filters);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Brands" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Brand</Table.Th>
            <Table.Th>Overall score</Table.Th>
            <Table.Th>Indicators with data</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((brand) => {
            const withData = brand.indicators.filter((result) => result.score !== null).length;
            const href = paths.seller.brandValuation.getHref(sellerId, brand.key, search);
            return (
              <Table.Tr key={brand.key} data-brand={brand.key}>
                <Table.Td>
                  <Anchor component={Link} to={href}>
                    {brand.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {brand.overallScore === null ? (
                    <Badge color="gray" variant="outline">
                      No data
                    </Badge>
                  ) : (
                    <Badge
                      color={scoreColor(brand.overallScore)}
                      size="lg"
                      autoContrast
                      data-score={brand.overallScore}
                    >
                      {brand.overallScore}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {withData} of {brand.indicators.length}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
