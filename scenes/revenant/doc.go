// Package revenant is the table of Revenant on the table kit
// (scenes/table): the map of eight ring Sectors around the four Cores and
// the Revenant, with the House ships in their lines, Voidborn, Rifts,
// Absorbers, Planets and Frigates; the Influence board with each House's
// Power and supply; the Tactics track and the first player; the face-up
// Sonar or Colony cards and the Improvement decks; the Crew and Frigate
// board of the seat shown; in solo, the Corrupted Crew's panel; the hand
// of Improvement cards at the bottom, and over it a news strip that
// names a round, a Breach or a Hyperjump as it happens (news.go; the
// kit's banners would cover the map and the House track). A table with
// no hand (a spectator's, a review) gives the hand's room to the map and
// the boards.
//
// Every legal move is bound to places (paths.go): a Crew figure is tapped,
// then the ship, Revenant space or Frigate it goes to; ships and Sectors
// are tapped on the map (the Breach's Damage goes to the ship tapped);
// Houses on the Influence board; Compartments and Resources on the
// Frigate board; a hand card is dragged onto the Equipment row, a Cadet,
// the Frigate board or a Corruption. Choices with no place (the action of
// a space, a Planet's action, setup choices) get the kit's buttons.
package revenant
