// The floor's one page: a query through Apollo Client, and a link through the router.
import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';

const CITIES = gql`
  query FloorCities {
    cities {
      id
      name
    }
  }
`;

export function Page() {
  const { data } = useQuery<{ cities: { id: string; name: string }[] }>(CITIES);
  return (
    <main>
      <ul>
        {data?.cities.map((city) => (
          <li key={city.id}>
            <Link to={`/${city.id}`}>{city.name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
