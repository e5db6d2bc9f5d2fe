import { Title1 } from '@fluentui/react-components';

/** The test plugin's page: a heading is enough to prove the route renders through the host. */
export default function WeatherPage() {
  return <Title1 as="h1">Weather readings</Title1>;
}
