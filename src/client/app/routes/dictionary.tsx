// /dictionary (spec 2 §2 "Dictionary browser").
import { BookOpen, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { DictionaryBrowser } from '@client/features/dictionary/components/dictionary-browser';
import { DICTIONARY_TEXT as T } from '@client/features/dictionary/texts';

export default function DictionaryRoute() {
  return (
    <PageFrame
      title={T.title}
      icon={<BookOpen aria-hidden />}
      description={T.description}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={paths.home}>{T.backHome}</Link>
          </Button>
          <Button asChild>
            <Link href={paths.dictionaryAdd}>
              <Plus aria-hidden /> {T.addSlang}
            </Link>
          </Button>
        </div>
      }
    >
      <DictionaryBrowser />
    </PageFrame>
  );
}
