import { Button } from '@mui/material';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, type Language } from '@solace/shared';
import { PAGE_LANGUAGE, pathInLanguage, saveLanguageChoice } from '../../lib/language';

const OTHER: Language = PAGE_LANGUAGE === 'en' ? 'hi' : 'en';

/**
 * The same page in the other language, on every page (signed out too), named in that language
 * ("हिन्दी" on English pages, "English" on Hindi ones). A real link: it works before scripts run
 * on the pages the server draws; with scripts, the choice is also kept with the account.
 */
export function LanguageLink() {
  const location = useLocation();
  return (
    <Button
      component="a"
      href={pathInLanguage(location, OTHER)}
      hrefLang={OTHER}
      lang={OTHER}
      size="small"
      onClick={() => saveLanguageChoice(OTHER)}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 1.5 } }}
    >
      {LANGUAGE_NAMES[OTHER]}
    </Button>
  );
}
