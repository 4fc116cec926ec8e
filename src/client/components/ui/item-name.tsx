// The item an action belongs to, for screen readers only: the visible label stays short, the accessible name
// ('Reject “rizz”') tells the buttons of a long list apart and still starts with what is visible.

/** Read after an action's visible label so each button names its item: 'Delete “rizz”'. */
export const itemNameText = (name: string) => ` “${name}”`;

export function ItemName({ name }: { name: string }) {
  return <span className="sr-only">{itemNameText(name)}</span>;
}
