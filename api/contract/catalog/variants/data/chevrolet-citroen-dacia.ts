/**
 * Chevrolet (sold in Europe until the 2015 model year), Citroën and Dacia. Engines, years and gearboxes from the
 * makers' press kits and German price lists as given in the sources named per model; list prices are German
 * prices of a mid trim in the engine's first model year. Citroën's "Hybrid" C3 is a 48 V mild hybrid (petrol).
 * Dacia's ECO-G and "LPG" variants are factory-built
 * bi-fuel cars (petrol and autogas); their CO₂ is stated on LPG.
 */
import { catalogModel, diesel, electric, generation, hybrid, lpg, petrol, pluginHybrid } from '../build';

export const CHEVROLET = [
  catalogModel(
    'Chevrolet',
    'Spark',
    ['Wikipedia: Chevrolet Spark (M300) engines', 'ADAC Autokatalog: Chevrolet Spark (2010–2015)'],
    [
      generation('M300', { code: 'M300', years: [2010, 2015], bodies: ['hatchback'] }, [
        petrol('1.0', 995, 50, 'M5 AT4', 119, 9_990, { code: 'B10D1', share: 3 }),
        petrol('1.2', 1206, 60, 'M5', 119, 10_990, { code: 'B12D1', share: 2 }),
      ]),
    ],
  ),
  catalogModel(
    'Chevrolet',
    'Aveo',
    ['Wikipedia: Chevrolet Aveo (T300) engines', 'ADAC Autokatalog: Chevrolet Aveo (2011–2015)'],
    [
      generation('T300', { code: 'T300', years: [2011, 2015], bodies: ['hatchback', 'sedan'] }, [
        petrol('1.2', 1229, 51, 'M5', 119, 10_990, { code: 'A12XEL', share: 2 }),
        petrol('1.2', 1229, 63, 'M5', 119, 12_500, { code: 'A12XER', share: 2 }),
        petrol('1.4', 1398, 74, 'M5 AT6', 139, 14_000, { code: 'A14XER', share: 1 }),
        diesel('1.3 VCDi', 1248, 55, 'M5', 99, 14_500, { code: 'A13DTE', share: 1 }),
        diesel('1.3 VCDi', 1248, 70, 'M6', 99, 15_500, { code: 'A13DTR', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Chevrolet',
    'Cruze',
    ['Wikipedia: Chevrolet Cruze (J300) engines', 'ADAC Autokatalog: Chevrolet Cruze (2009–2015)'],
    [
      generation('J300', { code: 'J300', years: [2009, 2015], bodies: ['sedan', 'hatchback', 'wagon'] }, [
        petrol('1.6', 1598, 83, 'M5 AT6', 159, 15_990, { code: 'F16D4', years: [2009, 2010], share: 1 }),
        petrol('1.6', 1598, 91, 'M5 AT6', 153, 16_990, { code: 'F16D4', years: [2011, 2015], share: 2.5 }),
        petrol('1.8', 1796, 104, 'M5 AT6', 166, 17_500, { code: 'F18D4', share: 1.5 }),
        petrol('1.4 Turbo', 1364, 103, 'M6', 144, 19_500, { code: 'A14NET', years: [2012, 2015], share: 0.6 }),
        diesel('2.0 VCDi', 1998, 110, 'M6 AT6', 153, 20_000, { code: 'Z20D1', years: [2009, 2010], share: 1 }),
        diesel('2.0 VCDi', 1998, 120, 'M6 AT6', 137, 21_500, { code: 'Z20D1', years: [2011, 2015], share: 1.5 }),
        diesel('1.7 VCDi', 1686, 96, 'M6', 117, 20_500, { code: 'A17DTR', years: [2012, 2015], share: 1 }),
      ]),
    ],
  ),
];

export const CITROEN = [
  catalogModel(
    'Citroen',
    'C1',
    [
      'Wikipedia: Citroën C1 (first generation 1.0 1KR-FE; production June 2005 – January 2022)',
      'Car Mechanics (2017): 1KR-FE 998 cm³ 67 bhp, 109 g/km, chain-driven camshafts; carscoops.com (2014): C1 II VTi 68 and 1.2 VTi 82 at 99 g/km',
      'repubblica.it (2019): C1 only with the 1.0 VTi 72 (Euro 6d), five-speed manual, 88 g/km',
    ],
    [
      // The 1.4 HDi of 2005–2007 is left out (its years on the C1 could not be checked).
      generation('I', { years: [2005, 2014], bodies: ['hatchback'] }, [
        petrol('1.0', 998, 50, 'M5 AMT5', 109, 9_490, { code: '1KR-FE', share: 5 }),
      ]),
      generation('II', { years: [2014, 2022], bodies: ['hatchback'] }, [
        petrol('1.0 VTi 68', 998, 51, 'M5 AMT5', 99, 10_490, { code: '1KR-FE', years: [2014, 2018], share: 4 }),
        petrol('1.2 PureTech 82', 1199, 60, 'M5', 99, 12_490, { code: 'EB2', years: [2014, 2018], share: 1 }),
        petrol('1.0 VTi 72', 998, 53, 'M5', 88, 11_990, { code: '1KR-FE', years: [2019, 2022], share: 2 }),
      ]),
    ],
  ),
  catalogModel(
    'Citroen',
    'C3',
    ['Wikipedia: Citroën C3 (second, third and fourth generation) engines', 'citroen.de press releases: C3 (2016), new C3 and ë-C3 (2023)'],
    [
      generation('II', { years: [2009, 2016], bodies: ['hatchback'] }, [
        petrol('1.1', 1124, 44, 'M5', 137, 12_990, { code: 'TU1', years: [2009, 2013], share: 2 }),
        petrol('1.4', 1360, 54, 'M5', 140, 14_500, { code: 'TU3', years: [2009, 2012], share: 1 }),
        petrol('1.4 VTi', 1397, 70, 'M5 AT4', 145, 16_000, { code: 'EP3', years: [2009, 2013], share: 1.5 }),
        petrol('1.0 VTi', 999, 50, 'M5', 99, 12_500, { code: 'EB0', years: [2013, 2016], share: 1.5 }),
        petrol('1.2 VTi', 1199, 60, 'M5 AMT5', 107, 14_000, { code: 'EB2', years: [2012, 2016], share: 2.5 }),
        diesel('1.4 HDi', 1398, 50, 'M5', 99, 15_500, { code: 'DV4', years: [2009, 2014], share: 2 }),
        diesel('1.6 HDi', 1560, 66, 'M5', 109, 17_000, { code: 'DV6', years: [2009, 2012], share: 1 }),
        diesel('1.6 e-HDi', 1560, 68, 'M5 AMT6', 99, 17_500, { code: 'DV6', years: [2011, 2014], share: 1 }),
        diesel('1.6 BlueHDi', 1560, 73, 'M5', 94, 17_500, { code: 'DV6', years: [2014, 2016], share: 1 }),
      ]),
      generation('III', { years: [2017, 2024], bodies: ['hatchback'] }, [
        petrol('1.2 PureTech 82', 1199, 60, 'M5', 103, 14_990, { code: 'EB2', years: [2017, 2020], share: 3 }),
        petrol('1.2 PureTech 83', 1199, 61, 'M5', 120, 16_490, { code: 'EB2', years: [2021, 2024], share: 2 }),
        petrol('1.2 PureTech 110', 1199, 81, 'M6 AT6', 103, 17_990, { code: 'EB2DTS', share: 2 }),
        diesel('1.6 BlueHDi 75', 1560, 55, 'M5', 87, 17_000, { code: 'DV6', years: [2017, 2018], share: 1 }),
        diesel('1.6 BlueHDi 100', 1560, 73, 'M5', 93, 18_500, { code: 'DV6', years: [2017, 2018], share: 1.5 }),
        diesel('1.5 BlueHDi 100', 1499, 75, 'M6', 113, 19_500, { code: 'DV5', years: [2019, 2022], share: 1.5 }),
      ]),
      generation('IV', { years: [2024, null], bodies: ['hatchback'] }, [
        petrol('1.2 Turbo 100', 1199, 74, 'M6', 127, 17_990, { code: 'EB2', share: 2 }),
        petrol('1.2 Hybrid 110', 1199, 81, 'DCT6', 112, 21_000, { code: 'EB2 48V', years: [2025, null], share: 1 }),
        electric('ë-C3', 83, 'E1', 23_300, { share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Citroen',
    'C4',
    ['Wikipedia: Citroën C4 (second and third generation) engines', 'citroen.de press releases: C4 (2010), new C4 and ë-C4 (2020)'],
    [
      generation('II', { code: 'B7', years: [2010, 2018], bodies: ['hatchback'] }, [
        petrol('1.4 VTi', 1397, 70, 'M5', 140, 17_990, { code: 'EP3', years: [2010, 2015], share: 1.5 }),
        petrol('1.6 VTi', 1598, 88, 'M5 AT4', 149, 20_000, { code: 'EP6', years: [2010, 2014], share: 1.5 }),
        petrol('1.6 THP', 1598, 115, 'M6 AT6', 153, 23_500, { code: 'EP6DT', years: [2010, 2014], share: 0.5 }),
        petrol('1.2 PureTech 130', 1199, 96, 'M6 AT6', 114, 23_000, { code: 'EB2DTS', years: [2015, 2018], share: 1 }),
        diesel('1.6 HDi', 1560, 68, 'M5', 114, 21_000, { code: 'DV6', years: [2010, 2014], share: 2 }),
        diesel('1.6 e-HDi', 1560, 82, 'M6 AMT6', 109, 22_500, { code: 'DV6', years: [2010, 2014], share: 2 }),
        diesel('2.0 HDi', 1997, 110, 'M6 AT6', 129, 25_500, { code: 'DW10', years: [2010, 2014], share: 0.7 }),
        diesel('1.6 BlueHDi 100', 1560, 73, 'M5', 95, 22_500, { code: 'DV6', years: [2015, 2018], share: 2 }),
        diesel('1.6 BlueHDi 120', 1560, 88, 'M6 AT6', 99, 24_500, { code: 'DV6', years: [2015, 2018], share: 1.5 }),
      ]),
      generation('III', { code: 'C41', years: [2021, null], bodies: ['hatchback'] }, [
        petrol('1.2 PureTech 100', 1199, 74, 'M6', 128, 22_990, { code: 'EB2', share: 1.5 }),
        petrol('1.2 PureTech 130', 1199, 96, 'M6 AT8', 135, 27_500, { code: 'EB2DTS', share: 2 }),
        diesel('1.5 BlueHDi 110', 1499, 81, 'M6', 117, 25_500, { code: 'DV5', share: 1 }),
        diesel('1.5 BlueHDi 130', 1499, 96, 'AT8', 122, 29_000, { code: 'DV5', share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Citroen',
    'C4 Picasso',
    ['Wikipedia: Citroën C4 Picasso (first and second generation) engines', 'ADAC Autokatalog: Citroën C4 Picasso (2006–2013, 2013–2018)'],
    [
      generation('I', { years: [2006, 2013], bodies: ['minivan'] }, [
        petrol('1.8 16V', 1749, 92, 'M5', 179, 22_000, { code: 'EW7', years: [2006, 2010], share: 1 }),
        petrol('1.6 THP', 1598, 115, 'M6 AMT6', 178, 26_500, { code: 'EP6DT', years: [2009, 2013], share: 0.7 }),
        diesel('1.6 HDi', 1560, 80, 'M5 AMT6', 149, 23_500, { code: 'DV6', share: 4 }),
        diesel('2.0 HDi', 1997, 100, 'M6 AT6', 165, 27_000, { code: 'DW10', years: [2006, 2010], share: 1.5 }),
        diesel('2.0 HDi', 1997, 110, 'M6 AT6', 159, 28_000, { code: 'DW10', years: [2010, 2013], share: 1 }),
      ]),
      generation('II', { years: [2013, 2018], bodies: ['minivan'] }, [
        petrol('1.6 THP 165', 1598, 121, 'AT6', 139, 27_500, { code: 'EP6FDT', share: 0.5 }),
        petrol('1.2 PureTech 130', 1199, 96, 'M6', 115, 25_000, { code: 'EB2DTS', years: [2014, 2018], share: 1.5 }),
        diesel('1.6 e-HDi 115', 1560, 85, 'M6 AMT6', 105, 25_500, { code: 'DV6', years: [2013, 2014], share: 1.5 }),
        diesel('1.6 BlueHDi 120', 1560, 88, 'M6 AT6', 105, 27_000, { code: 'DV6', years: [2014, 2018], share: 3 }),
        diesel('2.0 BlueHDi 150', 1997, 110, 'M6 AT6', 114, 30_500, { code: 'DW10', years: [2014, 2018], share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Citroen',
    'C5 Aircross',
    ['Wikipedia: Citroën C5 Aircross engines', 'citroen.de press releases: C5 Aircross (2018), C5 Aircross Hybrid (2020)'],
    [
      generation('I', { years: [2019, null], bodies: ['suv'] }, [
        petrol('1.2 PureTech 130', 1199, 96, 'M6 AT8', 140, 27_500, { code: 'EB2DTS', share: 3 }),
        petrol('1.6 PureTech 180', 1598, 133, 'AT8', 162, 35_000, { code: 'EP6FDT', years: [2019, 2020], share: 0.3 }),
        pluginHybrid('Hybrid 225', 1598, 165, 'AT8', 32, 41_000, { code: 'EP6FDT', years: [2020, null], share: 0.8 }),
        diesel('1.5 BlueHDi 130', 1499, 96, 'M6 AT8', 130, 30_000, { code: 'DV5', share: 3 }),
        diesel('2.0 BlueHDi 180', 1997, 130, 'AT8', 150, 37_500, { code: 'DW10', years: [2019, 2020], share: 0.3 }),
      ]),
    ],
  ),
  catalogModel(
    'Citroen',
    'Berlingo',
    ['Wikipedia: Citroën Berlingo (second and third generation) engines', 'citroen.de press releases: Berlingo (2018), ë-Berlingo (2021)'],
    [
      generation('II', { code: 'B9', years: [2008, 2018], bodies: ['minivan', 'van'] }, [
        petrol('1.6 VTi 95', 1598, 72, 'M5', 169, 17_500, { code: 'EP6', share: 1.5 }),
        diesel('1.6 HDi 75', 1560, 55, 'M5', 140, 18_500, { code: 'DV6', years: [2008, 2014], share: 1.5 }),
        diesel('1.6 HDi 90', 1560, 66, 'M5', 140, 19_500, { code: 'DV6', years: [2008, 2014], share: 2.5 }),
        diesel('1.6 HDi 110', 1560, 80, 'M5', 140, 21_000, { code: 'DV6', years: [2008, 2014], share: 1 }),
        diesel('1.6 BlueHDi 100', 1560, 73, 'M5', 114, 21_500, { code: 'DV6', years: [2015, 2018], share: 2 }),
        diesel('1.6 BlueHDi 120', 1560, 88, 'M6', 119, 23_500, { code: 'DV6', years: [2015, 2018], share: 1 }),
      ]),
      generation('III', { code: 'K9', years: [2019, null], bodies: ['minivan', 'van'] }, [
        petrol('1.2 PureTech 110', 1199, 81, 'M6', 150, 22_000, { code: 'EB2DT', share: 1.5 }),
        petrol('1.2 PureTech 130', 1199, 96, 'AT8', 155, 27_000, { code: 'EB2DTS', years: [2019, 2022], share: 0.7 }),
        diesel('1.5 BlueHDi 100', 1499, 75, 'M6', 133, 23_500, { code: 'DV5', share: 3 }),
        diesel('1.5 BlueHDi 130', 1499, 96, 'M6 AT8', 138, 27_500, { code: 'DV5', share: 1.5 }),
        electric('ë-Berlingo', 100, 'E1', 38_500, { years: [2022, null], share: 0.4 }),
      ]),
    ],
  ),
];

export const DACIA = [
  catalogModel(
    'Dacia',
    'Sandero',
    [
      'Wikipedia: Dacia Sandero (first, second and third generation) engines',
      'kraftstoff-info.de: Dacia präsentiert das günstigste Flüssiggasauto in Deutschland (Sandero 1.4 MPI LPG, 2009: 10,000 €, 149 g/km on LPG)',
      'grueneautos.com: Neuer Dacia Sandero als Autogas-Variante ab 8,790 Euro (2012)',
      'tagesspiegel.de and auto.at: Sandero TCe 100 ECO-G tests (2021, 2022)',
    ],
    [
      generation('I', { years: [2008, 2012], bodies: ['hatchback'] }, [
        petrol('1.4 MPI', 1390, 55, 'M5', 165, 8_500, { code: 'K7J', years: [2008, 2010], share: 2 }),
        lpg('1.4 MPI LPG', 1390, 55, 'M5', 149, 10_000, { code: 'K7J', years: [2009, 2010], share: 0.7 }),
        petrol('1.2 16V', 1149, 55, 'M5', 137, 8_000, { code: 'D4F', years: [2009, 2012], share: 3 }),
        petrol('1.6 MPI', 1598, 64, 'M5', 165, 9_500, { code: 'K7M', share: 1.5 }),
        diesel('1.5 dCi 70', 1461, 50, 'M5', 120, 10_500, { code: 'K9K', years: [2008, 2010], share: 1.5 }),
        diesel('1.5 dCi 75', 1461, 55, 'M5', 115, 11_000, { code: 'K9K', years: [2010, 2012], share: 2 }),
      ]),
      generation('II', { years: [2013, 2020], bodies: ['hatchback'] }, [
        petrol('1.2 16V 75', 1149, 54, 'M5', 127, 8_490, { code: 'D4F', years: [2013, 2016], share: 3 }),
        petrol('1.0 SCe 75', 999, 54, 'M5', 117, 8_490, { code: 'B4D', years: [2017, 2020], share: 2.5 }),
        petrol('0.9 TCe 90', 898, 66, 'M5 AMT5', 116, 9_990, { code: 'H4Bt', share: 3 }),
        lpg('1.2 16V 75 LPG', 1149, 54, 'M5', 120, 8_790, { code: 'D4F', years: [2013, 2016], share: 1.5 }),
        diesel('1.5 dCi 75', 1461, 55, 'M5', 99, 10_490, { code: 'K9K', years: [2013, 2017], share: 2 }),
        diesel('1.5 dCi 90', 1461, 66, 'M5 AMT5', 99, 11_190, { code: 'K9K', share: 2.5 }),
      ]),
      generation('III', { years: [2021, null], bodies: ['hatchback'] }, [
        petrol('SCe 65', 999, 48, 'M5', 130, 11_000, { code: 'H4D', years: [2021, 2022], share: 1.5 }),
        petrol('TCe 90', 999, 67, 'M6 CVT', 120, 13_500, { code: 'H4D', share: 3 }),
        lpg('TCe 100 ECO-G', 999, 74, 'M6', 108, 14_000, { code: 'H4D', share: 4 }),
      ]),
    ],
  ),
  catalogModel(
    'Dacia',
    'Duster',
    ['Wikipedia: Dacia Duster (first, second and third generation) engines', 'dacia.de price lists 2011 (1.6 16V LPG), 2019, 2020 (ECO-G), 2024 (Hybrid 140)'],
    [
      generation('I', { years: [2010, 2017], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 16V 105', 1598, 77, 'M5 M6', 185, 11_900, { code: 'K4M', years: [2010, 2015], share: 2 }),
        lpg('1.6 16V 105 LPG', 1598, 77, 'M5', 165, 13_500, { code: 'K4M', years: [2011, 2015], drive: 'front', share: 1 }),
        petrol('1.6 SCe 115', 1598, 84, 'M6', 145, 12_990, { code: 'H4M', years: [2016, 2017], share: 1 }),
        petrol('1.2 TCe 125', 1197, 92, 'M6', 145, 15_500, { code: 'H5Ft', years: [2013, 2017], share: 1.5 }),
        diesel('1.5 dCi 85', 1461, 63, 'M6', 137, 14_000, { code: 'K9K', years: [2010, 2012], drive: 'front', share: 1.5 }),
        diesel('1.5 dCi 90', 1461, 66, 'M6', 130, 14_500, { code: 'K9K', years: [2012, 2017], drive: 'front', share: 2.5 }),
        diesel('1.5 dCi 110', 1461, 80, 'M6 AMT6', 135, 16_900, { code: 'K9K', years: [2012, 2017], share: 3 }),
      ]),
      generation('II', { years: [2018, 2023], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 SCe 115', 1598, 84, 'M6', 149, 11_990, { code: 'H4M', years: [2018, 2019], share: 1.5 }),
        petrol('TCe 100', 999, 67, 'M6', 140, 13_990, { code: 'H4D', years: [2020, 2023], drive: 'front', share: 2 }),
        lpg('TCe 100 ECO-G', 999, 74, 'M6', 123, 15_500, { code: 'H4D', years: [2020, 2023], drive: 'front', share: 2 }),
        petrol('TCe 130', 1332, 96, 'M6', 142, 16_500, { code: 'H5Ht', years: [2019, 2023], share: 2 }),
        petrol('TCe 150', 1332, 110, 'M6 EDC6', 149, 18_500, { code: 'H5Ht', years: [2019, 2023], share: 1.5 }),
        diesel('Blue dCi 115', 1461, 85, 'M6', 123, 18_990, { code: 'K9K', years: [2019, 2023], share: 3 }),
      ]),
      generation('III', { years: [2024, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        lpg('TCe 100 ECO-G', 999, 74, 'M6', 118, 20_000, { code: 'H4D', drive: 'front', share: 2 }),
        petrol('TCe 130', 1199, 96, 'M6', 125, 22_500, { code: 'HR12 mild hybrid', share: 1.5 }),
        hybrid('Hybrid 140', 1598, 104, 'MM', 108, 25_500, { code: 'HR16 E-Tech', drive: 'front', share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Dacia',
    'Logan',
    ['Wikipedia: Dacia Logan (second and third generation) engines', 'ADAC Autokatalog: Dacia Logan (2013–2020, 2021–)'],
    [
      generation('II', { years: [2013, 2020], bodies: ['sedan'] }, [
        petrol('1.2 16V 75', 1149, 54, 'M5', 127, 7_990, { code: 'D4F', years: [2013, 2016], share: 2 }),
        petrol('1.0 SCe 75', 999, 54, 'M5', 117, 7_990, { code: 'B4D', years: [2017, 2020], share: 1.5 }),
        petrol('0.9 TCe 90', 898, 66, 'M5', 116, 9_490, { code: 'H4Bt', share: 1.5 }),
        diesel('1.5 dCi 90', 1461, 66, 'M5', 99, 10_990, { code: 'K9K', share: 2 }),
      ]),
      generation('III', { years: [2021, null], bodies: ['sedan'] }, [
        petrol('TCe 90', 999, 67, 'M6 CVT', 120, 13_000, { code: 'H4D', share: 2 }),
        lpg('TCe 100 ECO-G', 999, 74, 'M6', 108, 13_500, { code: 'H4D', share: 2 }),
      ]),
    ],
  ),
  catalogModel(
    'Dacia',
    'Jogger',
    ['Wikipedia: Dacia Jogger engines', 'dacia.de press releases: Jogger (2021), Jogger Hybrid 140 (2022)'],
    [
      generation('I', { years: [2022, null], bodies: ['minivan'] }, [
        petrol('TCe 110', 999, 81, 'M6', 130, 18_590, { code: 'H4D', share: 2 }),
        lpg('TCe 100 ECO-G', 999, 74, 'M6', 120, 19_090, { code: 'H4D', share: 2 }),
        hybrid('Hybrid 140', 1598, 104, 'MM', 108, 24_000, { code: 'HR16 E-Tech', years: [2023, null], share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Dacia',
    'Spring',
    [
      'bilmagasinet.dk and ilsole24ore.com: Dacia Spring (2021), 44 hp (33 kW) motor, 26.8 kWh battery, 225 km WLTP',
      'electrive.com (13 January 2023): Spring Extreme Electric 65 with 48 kW; Electric 45 (33 kW) stays; Germany from 22,750 and 24,550 €',
    ],
    [
      generation('I', { years: [2021, null], bodies: ['hatchback'] }, [
        electric('Electric 45', 33, 'E1', 20_490, { share: 3 }),
        electric('Electric 65', 48, 'E1', 24_550, { years: [2023, null], share: 1.5 }),
      ]),
    ],
  ),
];
