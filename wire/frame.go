package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"starboard/rules"
)

// Protocol is the version of the frames below; a client and a server of
// different versions refuse each other at the welcome.
const Protocol = 1

// MaxClientFrame is the largest frame a client may send, in bytes: a move's
// text and a table's setup fit many times over. The server closes a
// connection that sends more.
const MaxClientFrame = 8 << 10

// MaxServerFrame is the largest frame a server sends: a view of the
// largest state with its entry.
const MaxServerFrame = 1 << 20

// Frame kinds a client sends.
const (
	KindCreate = "create" // start a table: Create
	KindJoin   = "join"   // take a seat with its token: Join
	KindWatch  = "watch"  // look on at a table by its code: Watch
	KindMove   = "move"   // play a move: Move
	KindPing   = "ping"   // keep the connection alive
	// KindFill gives a seat no person has taken yet to a bot, before
	// play begins (the big screen's "bots take the empty seats"): Fill.
	KindFill = "fill"
	// KindEnd ends a table for good, from who holds every person's
	// seat token (the big screen that made it: the kiosk's idle table
	// frees its seats): End.
	KindEnd = "end"
)

// Frame kinds a server sends.
const (
	KindWelcome = "welcome" // first on every connection: Welcome
	KindCreated = "created" // the table made, with its invitations: Created
	KindSeated  = "seated"  // the seat taken or the table watched: Seated
	KindState   = "state"   // the table as the connection may see it: State
	KindRefused = "refused" // a frame refused, the connection kept: Refused
	KindPong    = "pong"    // the answer to a ping
	KindFilled  = "filled"  // the answer to a fill: the seat is a bot's
	// KindTaken tells a connection that another one took its seat (with
	// the seat's link or code, from another device): the server closes it
	// after this frame, and the client does not connect again by itself.
	KindTaken = "taken"
	// KindEnded answers an end, and tells every connection at the table
	// that it ended: the server closes them after this frame, and a
	// client does not connect again.
	KindEnded = "ended"
)

// Frame is one message of the protocol, in either direction: Kind says
// which of the fields below it fills.
type Frame struct {
	Kind    string   `json:"kind"`
	Create  *Create  `json:"create,omitempty"`
	Join    *Join    `json:"join,omitempty"`
	Watch   *Watch   `json:"watch,omitempty"`
	Move    *Move    `json:"move,omitempty"`
	Fill    *Fill    `json:"fill,omitempty"`
	End     *End     `json:"end,omitempty"`
	Welcome *Welcome `json:"welcome,omitempty"`
	Created *Created `json:"created,omitempty"`
	Seated  *Seated  `json:"seated,omitempty"`
	State   *State   `json:"state,omitempty"`
	Refused *Refused `json:"refused,omitempty"`
}

// Create asks for a new table of a title.
type Create struct {
	Title   string            `json:"title"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []SeatSpec        `json:"seats"`
}

// SeatSpec is one seat of a new table: a person to invite, or a bot of a
// level.
type SeatSpec struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"` // the bot's level ("easy", "normal", "hard"); empty for a person
}

// Join takes the seat a token was made for, or takes it again after a
// connection dropped. Since is the revision the client has already seen
// (0 when it has seen nothing): a client taking its seat again gets only
// what came after it.
type Join struct {
	Code  string `json:"code"`
	Token string `json:"token"`
	Since int    `json:"since,omitempty"`
}

// Fill gives the seat Token opens at table Code to a bot of level Bot
// ("easy", "medium", "hard"), when no person has taken it and play has
// not begun: whoever holds the seat's invitation may.
type Fill struct {
	Code  string `json:"code"`
	Token string `json:"token"`
	Bot   string `json:"bot"`
}

// End ends table Code for good: Tokens must open every seat a person was
// invited to (a bot's seat needs none). The game stops where it stands;
// its save stays to be taken until the table expires.
type End struct {
	Code   string   `json:"code"`
	Tokens []string `json:"tokens"`
}

// Watch looks on at a table: the public view, no seat. Since is as in
// Join.
type Watch struct {
	Code  string `json:"code"`
	Since int    `json:"since,omitempty"`
}

// Move plays a move in its text form. ID, chosen by the client and new for
// each move it means to make, makes a retry safe: a move whose ID the
// server has applied already is answered, not applied again. Revision is
// the table's revision the client saw when it chose the move: a move
// chosen on an older table is refused. For, sent by a connection that
// looks on (the big screen of Table and phones), is the invitation token
// of the seat the move is made for: only a public move of that seat, on
// its turn, is taken (rules.PublicMover).
type Move struct {
	ID       uint64 `json:"id"`
	Text     string `json:"text"`
	Revision int    `json:"revision"`
	For      string `json:"for,omitempty"`
}

// Welcome opens every connection: the protocol and the rules the server
// plays, with the layout of each title's state (Layout), so a client of
// another build knows at once that it must be updated.
type Welcome struct {
	Protocol int               `json:"protocol"`
	Rulesets map[string]string `json:"rulesets"`
	Layouts  map[string]uint64 `json:"layouts"`
}

// Created answers Create: the table's code and one invitation per seat a
// person is to take. The creator joins with one of them like anyone else.
type Created struct {
	Code    string   `json:"code"`
	Invites []Invite `json:"invites"`
}

// Invite is the secret of one seat: whoever holds Token plays it. Key is
// a shorter secret for the same seat, six letters and digits that a
// person can read out and type (with the table's code, "CODE-KEY"); a Join
// takes either as its Token.
type Invite struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"`
	Key   string `json:"key"`
}

// Seated answers Join and Watch: the table's setup without its seed, and
// the seat the connection plays (NoSeat when watching).
type Seated struct {
	Code    string            `json:"code"`
	Seat    int               `json:"seat"`
	Title   string            `json:"title"`
	Ruleset string            `json:"ruleset"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []SeatInfo        `json:"seats"`
}

// SeatInfo is one seat as every player sees it.
type SeatInfo struct {
	Name    string `json:"name"`
	Bot     string `json:"bot,omitempty"`
	Color   int    `json:"color,omitempty"`
	Present bool   `json:"present"` // a person is connected to it (bots always are)
}

// State is the table as one connection may see it after a revision: the
// view of its seat (EncodeState's bytes), and the entry that made the
// revision, its events redacted for that seat. Entry is nil for the first
// State after Seated and after a reconnection.
type State struct {
	Revision int    `json:"revision"`
	View     []byte `json:"view"`
	Entry    *Entry `json:"entry,omitempty"`
	Started  bool   `json:"started"` // every seat is taken and play has begun
	// Taken says which seats are taken: a bot's, and a person's once
	// their link or code has been opened.
	Taken []bool `json:"taken,omitempty"`
}

// TakenCount returns how many seats st says are taken.
func (st *State) TakenCount() int { return CountTaken(st.Taken) }

// CountTaken returns how many of the seats taken says are taken.
func CountTaken(taken []bool) int {
	n := 0
	for _, ok := range taken {
		if ok {
			n++
		}
	}
	return n
}

// Entry is one move of the table as a seat may see it.
type Entry struct {
	Number int           `json:"number"`
	Seat   int           `json:"seat"`
	Bot    bool          `json:"bot,omitempty"`
	Text   string        `json:"text"` // empty when the move is the mover's secret
	MoveID uint64        `json:"moveId,omitempty"`
	Events []rules.Event `json:"events"`
}

// Refused says why a frame was not acted on: the rules' own reason for an
// illegal move, or what was wrong with the frame. ID is the refused
// move's, 0 for other frames.
type Refused struct {
	ID     uint64 `json:"id,omitempty"`
	Reason string `json:"reason"`
}

// ErrFrame is wrapped by every error Decode returns.
var ErrFrame = errors.New("wire: bad frame")

// Encode returns f as the bytes of one WebSocket text message.
func Encode(f Frame) ([]byte, error) { return json.Marshal(f) }

// DecodeClient reads a frame a client sent, refusing what a client may
// not send: frames over MaxClientFrame, text that is not JSON or not
// UTF-8, fields the protocol does not know, kinds a client does not send,
// a kind without its body, and strings or lists longer than any real
// table needs.
func DecodeClient(src []byte) (Frame, error) {
	if len(src) > MaxClientFrame {
		return Frame{}, fmt.Errorf("%w: %d bytes, over %d", ErrFrame, len(src), MaxClientFrame)
	}
	f, err := decode(src, true)
	if err != nil {
		return Frame{}, err
	}
	ok := false
	switch f.Kind {
	case KindCreate:
		ok = f.Create != nil && f.Create.check() == nil
		if f.Create != nil && !ok {
			return Frame{}, fmt.Errorf("%w: %v", ErrFrame, f.Create.check())
		}
	case KindJoin:
		ok = f.Join != nil && short(f.Join.Code) && short(f.Join.Token) && f.Join.Since >= 0
	case KindWatch:
		ok = f.Watch != nil && short(f.Watch.Code) && f.Watch.Since >= 0
	case KindMove:
		ok = f.Move != nil && f.Move.ID != 0 && len(f.Move.Text) <= maxText && f.Move.Revision >= 0 && (f.Move.For == "" || short(f.Move.For))
	case KindFill:
		ok = f.Fill != nil && short(f.Fill.Code) && short(f.Fill.Token) && short(f.Fill.Bot)
	case KindEnd:
		ok = f.End != nil && short(f.End.Code) && len(f.End.Tokens) > 0 && len(f.End.Tokens) <= maxSeats
		for _, t := range f.End.Tokens {
			ok = ok && short(t)
		}
	case KindPing:
		ok = true
	default:
		return Frame{}, fmt.Errorf("%w: a client does not send %s", ErrFrame, rules.QuoteInput(f.Kind))
	}
	if !ok {
		return Frame{}, fmt.Errorf("%w: a %s frame without what it needs", ErrFrame, f.Kind)
	}
	return f, nil
}

// DecodeServer reads a frame a server sent. Fields it does not know are
// skipped: a newer server of the same protocol may add some (State.Taken
// came so), and a client's cached build must still read it; what would
// change the meaning of a frame changes Protocol instead.
func DecodeServer(src []byte) (Frame, error) {
	if len(src) > MaxServerFrame {
		return Frame{}, fmt.Errorf("%w: %d bytes, over %d", ErrFrame, len(src), MaxServerFrame)
	}
	return decode(src, false)
}

// decode reads one frame; strict refuses fields the protocol does not know.
func decode(src []byte, strict bool) (Frame, error) {
	if !utf8.Valid(src) {
		return Frame{}, fmt.Errorf("%w: not UTF-8", ErrFrame)
	}
	d := json.NewDecoder(bytes.NewReader(src))
	if strict {
		d.DisallowUnknownFields()
	}
	var f Frame
	if err := d.Decode(&f); err != nil {
		return Frame{}, fmt.Errorf("%w: %v", ErrFrame, err)
	}
	if d.More() {
		return Frame{}, fmt.Errorf("%w: more than one frame", ErrFrame)
	}
	return f, nil
}

// Bounds on what a client's frame may hold.
const (
	maxText    = 200 // a move's text, a code, a token, a name, an option
	maxSeats   = 8
	maxOptions = 16
)

func short(s string) bool { return s != "" && len(s) <= maxText }

// check reports what makes a Create impossible before any title is asked.
func (c *Create) check() error {
	switch {
	case !short(c.Title):
		return errors.New("no title")
	case len(c.Seats) == 0 || len(c.Seats) > maxSeats:
		return fmt.Errorf("%d seats", len(c.Seats))
	case len(c.Options) > maxOptions:
		return fmt.Errorf("%d options", len(c.Options))
	}
	for k, v := range c.Options {
		if !short(k) || len(v) > maxText {
			return errors.New("an option too long")
		}
	}
	for _, s := range c.Seats {
		if len(s.Name) > maxText || len(s.Bot) > maxText {
			return errors.New("a seat's name too long")
		}
	}
	return nil
}
