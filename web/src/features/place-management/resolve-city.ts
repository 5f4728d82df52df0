import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CityValue } from '../../lib/domain/place-draft/place-form-values';
import { CurrentCityDocument } from '../../gql/graphql';

/** The city's id (SPEC section 5: create first resolves the city id by a call). */
export function useResolveCity() {
  const client = useApolloClient();
  return useCallback(
    async (city: CityValue | null): Promise<string | undefined> => {
      if (!city) return undefined;
      if (city.id) return city.id;
      const { data } = await client.query({
        query: CurrentCityDocument,
        variables: { latinName: city.latinName },
      });
      return data?.city?.id ?? undefined;
    },
    [client],
  );
}
