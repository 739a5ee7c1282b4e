/** The options of a category or sub category choice; a hidden one is marked, so staff know shoppers do not see it. */
export function CategoryOptions({ choices }: { choices: readonly { id: string; name: string; isActive: boolean }[] }) {
  return choices.map((choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.name}
      {choice.isActive ? '' : ' (hidden)'}
    </option>
  ));
}
