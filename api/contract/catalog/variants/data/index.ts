/** Every model of the catalogue of variants, brand by brand (a file per brand or group of brands). */
import type { CatalogModel } from '../types';
import { AUDI } from './audi';
import { BMW } from './bmw';
import { CHEVROLET, CITROEN, DACIA } from './chevrolet-citroen-dacia';
import { FIAT, FORD } from './fiat-ford';
import { HONDA, HYUNDAI } from './honda-hyundai';
import { JAGUAR, JEEP, KIA, LAND_ROVER, LEXUS } from './jaguar-jeep-kia-landrover-lexus';
import { MAZDA, MERCEDES, MINI, MITSUBISHI, NISSAN } from './mazda-mercedes-mini-mitsubishi-nissan';
import { OPEL, PEUGEOT, PORSCHE } from './opel-peugeot-porsche';
import { RENAULT, SEAT } from './renault-seat';
import { SKODA } from './skoda';
import { SUZUKI, TESLA, TOYOTA, VOLVO } from './suzuki-tesla-toyota-volvo';
import { VOLKSWAGEN } from './volkswagen';

export const CATALOG_MODELS: readonly CatalogModel[] = [
  ...AUDI,
  ...BMW,
  ...CHEVROLET,
  ...CITROEN,
  ...DACIA,
  ...FIAT,
  ...FORD,
  ...HONDA,
  ...HYUNDAI,
  ...JAGUAR,
  ...JEEP,
  ...KIA,
  ...LAND_ROVER,
  ...LEXUS,
  ...MAZDA,
  ...MERCEDES,
  ...MINI,
  ...MITSUBISHI,
  ...NISSAN,
  ...OPEL,
  ...PEUGEOT,
  ...PORSCHE,
  ...RENAULT,
  ...SEAT,
  ...SKODA,
  ...SUZUKI,
  ...TESLA,
  ...TOYOTA,
  ...VOLKSWAGEN,
  ...VOLVO,
];
