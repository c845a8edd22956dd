// Package seeders draws the art of Seeders from Sereis: Exodus: the six
// Castes' colours and emblems, the Negotiator discs, Influence cubes,
// Resource gems and the title's palette. The Castes are read from
// rules/seeders; nothing here mirrors its numbers.
package seeders
