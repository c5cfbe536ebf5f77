// Registers the Spanish words for the server and the tests (see uiWords in words.ts).
import { es } from "./ui/es.ts";
import { registerSpanishWords } from "./words.ts";

registerSpanishWords(es);
