// Package desolated draws the art of Desolated: the six materials and the
// wild icon, the four kinds of Arkhein influence, link sockets, tokens,
// the storage icon, the VP medallion, conversion arrows, and the bodies and
// backs of the three decks with the places (CardLayout) where a screen
// writes a card's text and icons. It reads the kinds of rules/desolated
// directly; Cache keeps the images drawn at each size.
package desolated
