// /flashcards (spec 2 §2 "Flashcards screen").
import { Layers } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';

export default function FlashcardsRoute() {
  return (
    <PageFrame
      title="Flashcards"
      icon={<Layers aria-hidden />}
      description="Study slang decks card by card, then test yourself in a timed quiz."
      actions={
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      }
    >
      <EmptyState icon={<Layers aria-hidden />} title="Decks are on their way">
        Gen Z English, business English, Spain Gen Z, Rioplatense, Iraqi Arabic and Russian Gen Z
        decks are being written by our editors.
      </EmptyState>
    </PageFrame>
  );
}
