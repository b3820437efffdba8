/**
 * English function words and request boilerplate ("please", "provide", "want") that carry no information
 * about which tool fits. Dropped from queries, never from indexed text.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have having he
  her here hers herself him himself his how i i'm i've id if in into is it it's its itself just let let's me
  more most my myself no nor not now of off on once only or other our ours ourselves out over own please same
  she should so some such than that the their theirs them themselves then there these they this those through
  to too under until up very was we were what when where which while who whom why will with would you your
  yours yourself yourselves im ive id dont cant wont want wanted need needs like would could also can may might
  must shall tell give provide show get me us help thanks thank know find`
    .split(/\s+/)
    .filter(Boolean),
);
