// Package revive is the rules engine of Revive, for one to four players.
package revive
