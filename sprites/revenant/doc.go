// Package revenant holds the colours of Revenant: the title's palette, the
// seven Great Houses' colours and the four Resources'. The Houses and
// Resources are read from rules/revenant; nothing here mirrors its numbers.
package revenant
