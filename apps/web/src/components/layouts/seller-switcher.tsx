import { Select } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { getSwitchSellerHref } from '../../config/seller-navigation';
import { useSeller } from '../../lib/sellers/get-seller';
import { useSellers, type TSeller } from '../../lib/sellers/get-sellers';

// A handful of sellers reads best as a plain list; past that, typing a name is quicker.
export const SEARCHABLE_FROM_SELLERS = 8;

interface SellerSwitcherProps {
  /** The seller of the URL: its slug, or its id. */
  sellerId: string;
  onSwitch?: () => void;
}

// The URL may name the seller by id or slug; an admin may be looking at a seller of another
// organization, which the list of the user's own sellers does not hold.
function toOptions(sellers: readonly TSeller[], current: TSeller | undefined) {
  const all = current && !sellers.some((seller) => seller.id === current.id) ? [current, ...sellers] : sellers;
  return all.map((seller) => ({ seller, option: { value: seller.slug, label: seller.name || seller.slug } }));
}

/** Switches to another seller of the user on the same page, with the same query. */
export function SellerSwitcher({ sellerId, onSwitch }: SellerSwitcherProps) {
  const sellers = useSellers();
  const current = useSeller(sellerId);
  const location = useLocation();
  const navigate = useNavigate();
  const entries = toOptions(sellers.data ?? [], current.data);
  const value = entries.find(({ seller }) => seller.slug === sellerId || seller.id === sellerId)?.option.value ?? null;

  const switchTo = (slug: string | null) => {
    if (!slug || slug === value) return;
    onSwitch?.();
    void navigate(getSwitchSellerHref(location.pathname, new URLSearchParams(location.search), slug));
  };

  return (
    <Select
      label="Seller"
      size="sm"
      data={entries.map(({ option }) => option)}
      value={value}
      onChange={switchTo}
      allowDeselect={false}
      searchable={entries.length >= SEARCHABLE_FROM_SELLERS}
      nothingFoundMessage="No seller matches"
      placeholder={sellers.isPending ? 'Loading sellers…' : undefined}
      disabled={sellers.isPending && entries.length === 0}
      error={sellers.isError ? 'Your sellers could not be loaded' : undefined}
    />
  );
}
