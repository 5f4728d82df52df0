/** The fixed part of the demo data: cities, categories, cuisines and dress codes. */
import type { City } from '../city/city-repository.js';

/** A city as the api serves it (its id is made from its latin name), and what seeding needs. */
export interface DemoCity extends Omit<City, 'id'> {
  /** How many listed places the city gets. */
  placeCount: number;
  phonePrefix: string;
  streets: readonly string[];
}

/** London first: it is the default city (DESIGN.md, deliberate changes). */
export const demoCities: readonly DemoCity[] = [
  {
    name: 'London',
    latinName: 'london-england-united-kingdom',
    country: 'United Kingdom',
    lat: 51.5074,
    lon: -0.1278,
    timeZone: 'Europe/London',
    placeCount: 80,
    phonePrefix: '+44 20 7946',
    streets: [
      'Shaftesbury Avenue',
      'Old Compton Street',
      'Marylebone High Street',
      'Exmouth Market',
      'Borough High Street',
      'Columbia Road',
      'Upper Street',
      'Greek Street',
      'Brick Lane',
      'Kings Road',
    ],
  },
  {
    name: 'Moscow',
    latinName: 'moscow-russia',
    country: 'Russia',
    lat: 55.7558,
    lon: 37.6173,
    timeZone: 'Europe/Moscow',
    placeCount: 60,
    phonePrefix: '+7 495 555',
    streets: [
      'Tverskaya Street',
      'Arbat Street',
      'Pyatnitskaya Street',
      'Myasnitskaya Street',
      'Bolshaya Nikitskaya Street',
      'Pokrovka Street',
      'Petrovka Street',
      'Kuznetsky Most',
    ],
  },
  {
    name: 'Paris',
    latinName: 'paris-france',
    country: 'France',
    lat: 48.8566,
    lon: 2.3522,
    timeZone: 'Europe/Paris',
    placeCount: 50,
    phonePrefix: '+33 1 99 00',
    streets: [
      'Rue Oberkampf',
      'Rue des Martyrs',
      'Rue de Bretagne',
      'Rue Montorgueil',
      'Boulevard Saint-Germain',
      'Rue du Faubourg Saint-Denis',
      'Rue de Charonne',
    ],
  },
  {
    name: 'Berlin',
    latinName: 'berlin-germany',
    country: 'Germany',
    lat: 52.52,
    lon: 13.405,
    timeZone: 'Europe/Berlin',
    placeCount: 45,
    phonePrefix: '+49 30 55501',
    streets: [
      'Oranienstrasse',
      'Torstrasse',
      'Kastanienallee',
      'Bergmannstrasse',
      'Weserstrasse',
      'Kollwitzstrasse',
      'Friedrichstrasse',
    ],
  },
  {
    name: 'New York',
    latinName: 'new-york-united-states',
    country: 'United States',
    lat: 40.7128,
    lon: -74.006,
    timeZone: 'America/New_York',
    placeCount: 55,
    phonePrefix: '+1 212 555',
    streets: [
      'Bleecker Street',
      'Mott Street',
      'Bedford Avenue',
      'Orchard Street',
      'Smith Street',
      'Amsterdam Avenue',
      'Stanton Street',
    ],
  },
  {
    name: 'Rome',
    latinName: 'rome-italy',
    country: 'Italy',
    lat: 41.9028,
    lon: 12.4964,
    timeZone: 'Europe/Rome',
    placeCount: 30,
    phonePrefix: '+39 06 5550',
    streets: ['Via del Governo Vecchio', 'Via dei Coronari', 'Via Margutta', 'Via del Pigneto'],
  },
  {
    name: 'Barcelona',
    latinName: 'barcelona-spain',
    country: 'Spain',
    lat: 41.3874,
    lon: 2.1686,
    timeZone: 'Europe/Madrid',
    placeCount: 30,
    phonePrefix: '+34 93 555',
    streets: ['Carrer de Blai', 'Passeig del Born', 'Carrer de Verdi', 'Rambla del Raval'],
  },
  {
    name: 'Tbilisi',
    latinName: 'tbilisi-georgia',
    country: 'Georgia',
    lat: 41.7151,
    lon: 44.8271,
    timeZone: 'Asia/Tbilisi',
    placeCount: 25,
    phonePrefix: '+995 32 255',
    streets: ['Rustaveli Avenue', 'Aghmashenebeli Avenue', 'Leselidze Street', 'Erekle II Street'],
  },
  {
    name: 'Tokyo',
    latinName: 'tokyo-japan',
    country: 'Japan',
    lat: 35.6762,
    lon: 139.6503,
    timeZone: 'Asia/Tokyo',
    placeCount: 25,
    phonePrefix: '+81 3 5550',
    streets: ['Omotesando', 'Kagurazaka', 'Shimokitazawa', 'Nakameguro', 'Yanaka Ginza'],
  },
];

export interface DemoCategory {
  name: string;
  latinName: string;
}

export const demoCategories: readonly DemoCategory[] = [
  { name: 'Restaurants', latinName: 'restaurants' },
  { name: 'Bars', latinName: 'bars' },
  { name: 'Cafes', latinName: 'cafes' },
  { name: 'Coffee houses', latinName: 'coffee-houses' },
  { name: 'Pubs', latinName: 'pubs' },
  { name: 'Bakeries', latinName: 'bakeries' },
];

export type DemoCategoryName =
  'restaurants' | 'bars' | 'cafes' | 'coffee-houses' | 'pubs' | 'bakeries';

export const demoCuisines: readonly { value: string; label: string }[] = [
  { value: 'european', label: 'European' },
  { value: 'italian', label: 'Italian' },
  { value: 'french', label: 'French' },
  { value: 'japanese', label: 'Japanese' },
  { value: 'georgian', label: 'Georgian' },
  { value: 'russian', label: 'Russian' },
  { value: 'british', label: 'British' },
  { value: 'american', label: 'American' },
  { value: 'spanish', label: 'Spanish' },
  { value: 'greek', label: 'Greek' },
  { value: 'mexican', label: 'Mexican' },
  { value: 'chinese', label: 'Chinese' },
  { value: 'thai', label: 'Thai' },
  { value: 'indian', label: 'Indian' },
  { value: 'korean', label: 'Korean' },
  { value: 'vietnamese', label: 'Vietnamese' },
  { value: 'lebanese', label: 'Lebanese' },
  { value: 'german', label: 'German' },
  { value: 'seafood', label: 'Seafood' },
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'bakery', label: 'Bakery' },
  { value: 'coffee', label: 'Coffee' },
];

export const demoDresscodes: readonly { title: string; description: string }[] = [
  { title: 'Casual', description: 'Come as you are.' },
  { title: 'Smart casual', description: 'Neat and relaxed: no sportswear or beachwear.' },
  { title: 'Business', description: 'Suits or jackets; ties optional.' },
  { title: 'Cocktail', description: 'Dresses and jackets for an evening out.' },
];
