// The item an action belongs to, for screen readers only: the visible label stays short, the accessible name
// ('Reject “rizz”') tells the buttons of a long list apart and still starts with what is visible.
import { COMMON_TEXT } from '../texts';

export function ItemName({ name }: { name: string }) {
  return <span className="sr-only">{COMMON_TEXT.itemName(name)}</span>;
}
