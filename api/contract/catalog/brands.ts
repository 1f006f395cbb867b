/** The 30 brands the site offers, each with its model list for the EU market. */
export interface Brand {
  name: string;
  models: readonly string[];
}

/**
 * Brands in their fixed order and spelling. Model lists cover the EU used-car market of roughly the last
 * twenty years; names are unique within a brand. Tesla has only ever sold five models in the EU.
 */
export const BRANDS: readonly Brand[] = [
  {
    name: 'Audi',
    models: ['A1', 'A3', 'A4', 'A5', 'A6', 'A8', 'Q2', 'Q3', 'Q4 e-tron', 'Q5', 'Q7', 'Q8', 'e-tron', 'TT'],
  },
  {
    name: 'BMW',
    models: ['1 Series', '2 Series', '3 Series', '4 Series', '5 Series', '7 Series', 'X1', 'X2', 'X3', 'X5', 'X6', 'i3', 'i4', 'iX'],
  },
  {
    name: 'Chevrolet',
    models: ['Matiz', 'Spark', 'Aveo', 'Lacetti', 'Cruze', 'Orlando', 'Captiva', 'Trax', 'Malibu', 'Camaro', 'Volt'],
  },
  {
    name: 'Citroen',
    models: ['C1', 'C3', 'C3 Aircross', 'C4', 'ë-C4', 'C4 Cactus', 'C4 Picasso', 'C5', 'C5 Aircross', 'C5 X', 'Berlingo', 'SpaceTourer'],
  },
  {
    name: 'Dacia',
    models: ['Sandero', 'Sandero Stepway', 'Logan', 'Logan MCV', 'Duster', 'Jogger', 'Lodgy', 'Dokker', 'Spring'],
  },
  {
    name: 'Fiat',
    models: ['Panda', '500', '500e', '500L', '500X', 'Punto', 'Tipo', 'Bravo', 'Doblo', 'Qubo', 'Freemont', 'Ducato'],
  },
  {
    name: 'Ford',
    models: [
      'Ka',
      'Fiesta',
      'Focus',
      'Mondeo',
      'Puma',
      'EcoSport',
      'Kuga',
      'C-Max',
      'S-Max',
      'Galaxy',
      'Mustang',
      'Mustang Mach-E',
      'Ranger',
      'Transit Custom',
    ],
  },
  {
    name: 'Honda',
    models: ['Jazz', 'Civic', 'Accord', 'Insight', 'CR-Z', 'HR-V', 'ZR-V', 'CR-V', 'e', 'e:Ny1'],
  },
  {
    name: 'Hyundai',
    models: ['i10', 'i20', 'i30', 'i40', 'ix20', 'ix35', 'Bayon', 'Kona', 'Tucson', 'Santa Fe', 'Ioniq', 'Ioniq 5', 'Ioniq 6'],
  },
  {
    name: 'Jaguar',
    models: ['X-Type', 'XE', 'XF', 'XJ', 'F-Type', 'E-Pace', 'F-Pace', 'I-Pace'],
  },
  {
    name: 'Jeep',
    models: ['Avenger', 'Renegade', 'Compass', 'Patriot', 'Cherokee', 'Grand Cherokee', 'Wrangler', 'Gladiator'],
  },
  {
    name: 'Kia',
    models: ['Picanto', 'Rio', 'Ceed', 'ProCeed', 'XCeed', 'Venga', 'Soul', 'Stonic', 'Niro', 'Sportage', 'Sorento', 'Optima', 'Stinger', 'EV6'],
  },
  {
    name: 'Land Rover',
    models: [
      'Freelander',
      'Discovery Sport',
      'Discovery',
      'Defender',
      'Range Rover Evoque',
      'Range Rover Velar',
      'Range Rover Sport',
      'Range Rover',
    ],
  },
  {
    name: 'Lexus',
    models: ['CT', 'IS', 'ES', 'GS', 'LS', 'LBX', 'UX', 'NX', 'RX', 'RZ'],
  },
  {
    name: 'Mazda',
    models: ['Mazda2', 'Mazda3', 'Mazda5', 'Mazda6', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-7', 'MX-5', 'MX-30'],
  },
  {
    name: 'Mercedes-Benz',
    models: [
      'A-Class',
      'B-Class',
      'C-Class',
      'E-Class',
      'S-Class',
      'CLA',
      'GLA',
      'GLB',
      'GLC',
      'GLE',
      'G-Class',
      'V-Class',
      'EQA',
      'EQC',
    ],
  },
  {
    name: 'Mini',
    models: ['One', 'Cooper', 'Cooper S', 'Cooper SE', 'Clubman', 'Countryman', 'Paceman', 'Convertible', 'Coupe'],
  },
  {
    name: 'Mitsubishi',
    models: ['Space Star', 'Colt', 'Lancer', 'ASX', 'Eclipse Cross', 'Outlander', 'Pajero', 'L200', 'i-MiEV'],
  },
  {
    name: 'Nissan',
    models: ['Micra', 'Note', 'Pulsar', 'Juke', 'Qashqai', 'X-Trail', 'Pathfinder', 'Navara', 'Leaf', 'Ariya', '370Z', 'GT-R'],
  },
  {
    name: 'Opel',
    models: ['Adam', 'Karl', 'Corsa', 'Astra', 'Insignia', 'Meriva', 'Zafira', 'Mokka', 'Crossland', 'Grandland', 'Combo', 'Vivaro'],
  },
  {
    name: 'Peugeot',
    models: ['107', '108', '207', '208', '307', '308', '407', '508', '2008', '3008', '5008', 'Partner', 'Rifter', 'Traveller'],
  },
  {
    name: 'Porsche',
    models: ['911', 'Boxster', 'Cayman', 'Macan', 'Cayenne', 'Panamera', 'Taycan'],
  },
  {
    name: 'Renault',
    models: ['Twingo', 'Clio', 'Captur', 'Megane', 'Scenic', 'Kadjar', 'Arkana', 'Austral', 'Koleos', 'Laguna', 'Talisman', 'Espace', 'Zoe', 'Kangoo'],
  },
  {
    name: 'Seat',
    models: ['Mii', 'Ibiza', 'Leon', 'Toledo', 'Altea', 'Exeo', 'Arona', 'Ateca', 'Tarraco', 'Alhambra'],
  },
  {
    name: 'Škoda',
    models: ['Citigo', 'Fabia', 'Rapid', 'Scala', 'Octavia', 'Superb', 'Roomster', 'Yeti', 'Kamiq', 'Karoq', 'Kodiaq', 'Enyaq'],
  },
  {
    name: 'Suzuki',
    models: ['Alto', 'Celerio', 'Ignis', 'Swift', 'Baleno', 'Splash', 'SX4', 'SX4 S-Cross', 'Vitara', 'Grand Vitara', 'Jimny', 'Swace', 'Across'],
  },
  {
    name: 'Tesla',
    models: ['Model 3', 'Model Y', 'Model S', 'Model X', 'Roadster'],
  },
  {
    name: 'Toyota',
    models: ['Aygo', 'Aygo X', 'Yaris', 'Yaris Cross', 'Auris', 'Corolla', 'Avensis', 'Prius', 'C-HR', 'RAV4', 'Camry', 'Land Cruiser', 'Hilux', 'bZ4X'],
  },
  {
    name: 'Volkswagen',
    models: ['Up!', 'Polo', 'Golf', 'Passat', 'Arteon', 'T-Cross', 'T-Roc', 'Tiguan', 'Touareg', 'Touran', 'Sharan', 'Caddy', 'ID.3', 'ID.4'],
  },
  {
    name: 'Volvo',
    models: ['C30', 'V40', 'S60', 'V60', 'V70', 'S80', 'S90', 'V90', 'XC40', 'XC60', 'XC90', 'C40', 'EX30'],
  },
];
