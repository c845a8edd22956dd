package rules

// Unknown is the value an argument of an event takes in its redacted form.
const Unknown int16 = -1

// Event is one domain fact reported by Apply: "seat 2 drew a pawn", "the
// fourth continent opened". Kind and the arguments A to D belong to the
// title, which also describes events in words (Game.EventText).
//
// An event may carry secrets. Seats in To see it whole; every other seat
// sees the redacted form (For), where each argument whose bit is set in
// Secret reads Unknown. A secret in a sealed event is hidden information
// shown to some seats (a draw, a look): the move that brought it stays
// public. A secret in an unsealed event is a seat's own hidden choice, and
// the text of the move that made it is kept from the other seats too.
type Event struct {
	Kind       uint8
	Seat       Seat // the seat that acted, or NoSeat
	A, B, C, D int16
	To         SeatSet // who sees the secret arguments
	Secret     uint8   // bit 0 hides A, bit 1 B, bit 2 C, bit 3 D
	// Sealed marks an event no undo may cross: a random draw, or hidden
	// information shown to someone.
	Sealed bool
}

// Secret argument bits for Event.Secret.
const (
	SecretA uint8 = 1 << iota
	SecretB
	SecretC
	SecretD
)

// Redacted reports whether viewer sees this event without its secrets.
func (e Event) Redacted(viewer Seat) bool { return e.Secret != 0 && !e.To.Has(viewer) }

// For returns the event as viewer may see it.
func (e Event) For(viewer Seat) Event {
	if !e.Redacted(viewer) {
		return e
	}
	if e.Secret&SecretA != 0 {
		e.A = Unknown
	}
	if e.Secret&SecretB != 0 {
		e.B = Unknown
	}
	if e.Secret&SecretC != 0 {
		e.C = Unknown
	}
	if e.Secret&SecretD != 0 {
		e.D = Unknown
	}
	return e
}
