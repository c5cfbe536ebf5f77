import type { TranslatedLocale } from "#app/domain/i18n/locale.ts";
import { applianceWords } from "./es/appliances.ts";
import { brandWords } from "./es/brands.ts";
import { cityWords } from "./es/cities.ts";
import { faqWords } from "./es/faqs.ts";
import { spanishIssueWords } from "./es/issues/index.ts";
import type { ContentTranslation } from "./translation-types.ts";

/**
 * The content in each language besides English, one entry per language, its files under
 * content/<language>/. Checked against the English content when the server starts.
 */
export const CONTENT_TRANSLATIONS: Record<TranslatedLocale, ContentTranslation> = {
  es: { appliances: applianceWords, brands: brandWords, issues: spanishIssueWords, cities: cityWords, faqs: faqWords },
};
