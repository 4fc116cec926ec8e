// The term editors' language select (the approve editor and the add/edit dialog); their text fields are the
// shared TextField (components/ui/text-field.tsx).
import {
  DICTIONARY_LANGUAGES,
  dictionaryLanguageName,
  type DictionaryLanguage,
} from '@shared/dictionary';
import { Label, selectClasses } from '@client/components/ui/input';

export function LanguageSelect({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: DictionaryLanguage;
  onChange: (value: DictionaryLanguage) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as DictionaryLanguage)}
        className={selectClasses}
      >
        {DICTIONARY_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {dictionaryLanguageName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
