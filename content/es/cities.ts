import { company } from "../company.ts";
import type { CityWords } from "../translation-types.ts";

/** Spanish words for the 20 built-in city pages, keyed by the city slug (names stay as they are). */
export const cityWords: Record<string, CityWords> = {
  houston: {
    metaDescription: `Reparación de electrodomésticos el mismo día en Houston, TX. Técnicos con licencia para refris, lavadoras, secadoras, hornos y lavaplatos. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en houston",
      "reparación de electrodomésticos houston tx",
      "reparación de electrodomésticos el mismo día houston",
      "reparación de refrigeradores en houston",
      "reparación de lavadoras y secadoras en houston",
    ],
  },
  katy: {
    metaDescription: `Reparación rápida de electrodomésticos en Katy, TX, de Cinco Ranch a Old Katy. Lavadoras, secadoras, refris y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en katy tx",
      "reparación de electrodomésticos en katy",
      "reparación de lavadoras en katy",
      "reparación de refrigeradores en katy",
      "reparación de secadoras en katy",
    ],
  },
  "sugar-land": {
    metaDescription: `Reparación de electrodomésticos en Sugar Land, TX. Vamos el mismo día a First Colony, Telfair y Riverstone: refris, lavadoras y hornos. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en sugar land tx",
      "reparación de electrodomésticos en sugar land",
      "reparación de refrigeradores en sugar land",
      "reparación de lavadoras en sugar land",
      "reparación de lavaplatos en sugar land",
    ],
  },
  "the-woodlands": {
    metaDescription: `Reparación de electrodomésticos en The Woodlands, TX, de Sterling Ridge a Creekside Park. Refris, lavadoras y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en the woodlands tx",
      "reparación de electrodomésticos en the woodlands",
      "reparación de refrigeradores en the woodlands",
      "reparación de lavadoras en the woodlands",
      "reparación de hornos en the woodlands",
    ],
  },
  cypress: {
    metaDescription: `Reparación de electrodomésticos el mismo día en Cypress, TX: Bridgeland, Towne Lake y Fairfield. Técnicos con licencia, precio claro y garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en cypress tx",
      "reparación de electrodomésticos en cypress",
      "reparación de lavadoras en cypress tx",
      "reparación de refrigeradores en cypress",
      "reparación de secadoras en cypress tx",
    ],
  },
  pearland: {
    metaDescription: `Reparación de electrodomésticos en Pearland, TX, de Shadow Creek Ranch a Silverlake: lavadoras, secadoras, refris y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en pearland tx",
      "reparación de electrodomésticos en pearland",
      "reparación de refrigeradores en pearland",
      "reparación de lavadoras en pearland",
      "reparación de secadoras en pearland",
    ],
  },
  spring: {
    metaDescription: `Reparación de electrodomésticos en Spring, TX: Klein, Gleannloch Farms y Old Town Spring. Refris, lavadoras y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en spring tx",
      "reparación de electrodomésticos en spring",
      "reparación de lavadoras en spring tx",
      "reparación de secadoras en spring tx",
      "reparación de refrigeradores en spring tx",
    ],
  },
  humble: {
    metaDescription: `Reparación de electrodomésticos el mismo día en Humble, TX, y Atascocita. Técnicos con licencia: lavadoras, secadoras, refris y hornos. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en humble tx",
      "reparación de electrodomésticos en humble",
      "reparación de electrodomésticos en atascocita",
      "reparación de lavadoras en humble tx",
      "reparación de refrigeradores en humble",
    ],
  },
  "missouri-city": {
    metaDescription: `Reparación de electrodomésticos en Missouri City, TX: Sienna, Quail Valley y Lake Olympia. Refris, lavadoras y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en missouri city tx",
      "reparación de electrodomésticos en missouri city",
      "reparación de refrigeradores en missouri city",
      "reparación de lavadoras en missouri city",
    ],
  },
  conroe: {
    metaDescription: `Reparación de electrodomésticos en Conroe, TX, y Lake Conroe. El mismo día para refris, lavadoras, secadoras, hornos y lavaplatos. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en conroe tx",
      "reparación de electrodomésticos en conroe",
      "reparación de lavadoras en conroe",
      "reparación de refrigeradores en conroe",
      "reparación de electrodomésticos en lake conroe",
    ],
  },
  tomball: {
    metaDescription: `Reparación de electrodomésticos en Tomball, TX, de Old Town Tomball a Northpointe. Lavadoras, secadoras, refris y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en tomball tx",
      "reparación de electrodomésticos en tomball",
      "reparación de lavadoras en tomball",
      "reparación de refrigeradores en tomball",
    ],
  },
  "league-city": {
    metaDescription: `Reparación de electrodomésticos en League City, TX: South Shore Harbour y Tuscan Lakes. Lavadoras, secadoras, refris y hornos en el día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en league city tx",
      "reparación de electrodomésticos en league city",
      "reparación de refrigeradores en league city",
      "reparación de lavadoras en league city",
    ],
  },
  friendswood: {
    metaDescription: `Reparación de electrodomésticos en Friendswood, TX, de West Ranch a Wedgewood Village. Refris, lavadoras y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en friendswood tx",
      "reparación de electrodomésticos en friendswood",
      "reparación de refrigeradores en friendswood",
      "reparación de lavadoras en friendswood",
    ],
  },
  pasadena: {
    metaDescription: `Reparación de electrodomésticos a buen precio en Pasadena, TX. Lavadoras, secadoras, refris, hornos y lavaplatos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en pasadena tx",
      "reparación de electrodomésticos en pasadena",
      "reparación de lavadoras en pasadena tx",
      "reparación de refrigeradores en pasadena tx",
    ],
  },
  webster: {
    metaDescription: `Reparación de electrodomésticos en Webster, TX, y Clear Lake. Visitas el mismo día para refris, lavadoras, secadoras, hornos y lavaplatos. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en webster tx",
      "reparación de electrodomésticos en webster",
      "reparación de electrodomésticos en clear lake",
      "reparación de refrigeradores en webster tx",
    ],
  },
  richmond: {
    metaDescription: `Reparación de electrodomésticos en Richmond, TX: Pecan Grove, Harvest Green y Aliana. Lavadoras, secadoras, refris y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en richmond tx",
      "reparación de electrodomésticos en richmond",
      "reparación de lavadoras en richmond tx",
      "reparación de refrigeradores en richmond tx",
    ],
  },
  rosenberg: {
    metaDescription: `Reparación de electrodomésticos en Rosenberg, TX, de Summer Lakes al centro histórico. Refris, lavadoras y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en rosenberg tx",
      "reparación de electrodomésticos en rosenberg",
      "reparación de lavadoras en rosenberg",
      "reparación de refrigeradores en rosenberg",
    ],
  },
  stafford: {
    metaDescription: `Reparación de electrodomésticos el mismo día en Stafford, TX. Técnicos con licencia: refris, lavadoras, secadoras, hornos y lavaplatos. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en stafford tx",
      "reparación de electrodomésticos en stafford",
      "reparación de refrigeradores en stafford tx",
      "reparación de lavadoras en stafford tx",
    ],
  },
  baytown: {
    metaDescription: `Reparación de electrodomésticos en Baytown, TX, de Goose Creek a Cedar Bayou: refris, lavadoras, secadoras y hornos el mismo día. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en baytown tx",
      "reparación de electrodomésticos en baytown",
      "reparación de lavadoras en baytown",
      "reparación de refrigeradores en baytown",
    ],
  },
  "deer-park": {
    metaDescription: `Reparación de electrodomésticos el mismo día en Deer Park, TX. Técnicos con licencia para refris, lavadoras, secadoras, hornos y más. Garantía de ${company.warranty.days} días.`,
    primaryKeywords: [
      "reparación de electrodomésticos en deer park tx",
      "reparación de electrodomésticos en deer park",
      "reparación de lavadoras en deer park",
      "reparación de refrigeradores en deer park",
    ],
  },
};
