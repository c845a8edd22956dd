package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"starboard/ai"
	"starboard/internal/version"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/wire"
)

// Service keeps the tables of one server process: it creates them, rebuilds
// them from their logs on demand and applies moves through the log, so that
// any number of processes on one NATS cluster serve the same tables.
type Service struct {
	log *Log

	mu        sync.Mutex
	tables    map[string]*tableSlot
	listening map[string]*news // the tables whose notices this process hears
}

// news is what a process listening to a table's notices has heard of its
// log. While it listens and nothing is stale, a table whose last record
// is the last one heard of is up to date without a read of the log: each
// move then costs one append, not a read for every connection it is sent
// to.
type news struct {
	heard uint64 // the last record a notice named
	stale bool   // notices may have been missed: the next catch-up reads
}

// tableSlot holds a table and the lock its moves are applied under.
type tableSlot struct {
	mu   sync.Mutex
	t    *table    // nil until loaded
	used time.Time // when a caller last asked for it
}

// NewService returns a service over log.
func NewService(log *Log) *Service {
	return &Service{log: log, tables: map[string]*tableSlot{}, listening: map[string]*news{}}
}

// Create makes a table from a client's request and returns its code and the
// seats' invitations.
func (s *Service) Create(ctx context.Context, req wire.Create) (wire.Created, error) {
	title, err := catalog.Find(req.Title)
	if err != nil {
		return wire.Created{}, err
	}
	setup := rules.Setup{Seats: len(req.Seats), Seed: randomSeed(), Options: req.Options}
	if _, err := title.Check(setup); err != nil {
		return wire.Created{}, err
	}
	rec := SetupRecord{Title: title.Slug, Ruleset: title.Ruleset, Seed: setup.Seed, Options: req.Options, Created: time.Now().UTC()}
	var invites []wire.Invite
	for i, seat := range req.Seats {
		sr := SeatRecord{Name: seat.Name}
		if seat.Bot != "" {
			if _, err := ai.ParseLevel(seat.Bot); err != nil {
				return wire.Created{}, err
			}
			sr.Bot = seat.Bot
		} else {
			token, key := randomToken(), randomKey()
			sum, keySum := sha256.Sum256([]byte(token)), sha256.Sum256([]byte(key))
			sr.Token, sr.Key = sum[:], keySum[:]
			invites = append(invites, wire.Invite{Seat: i, Token: token, Key: key})
		}
		rec.Seats = append(rec.Seats, sr)
	}
	for range 8 {
		code := randomCode()
		_, err := s.log.Append(ctx, code, Record{Setup: &rec}, 0)
		if errors.Is(err, ErrMovedOn) {
			continue // the code is taken: draw another
		}
		if err != nil {
			return wire.Created{}, err
		}
		return wire.Created{Code: code, Invites: invites}, nil
	}
	return wire.Created{}, errors.New("no free table code")
}

// slot returns the slot of table code, made empty when new.
func (s *Service) slot(code string) *tableSlot {
	s.mu.Lock()
	defer s.mu.Unlock()
	sl := s.tables[code]
	if sl == nil {
		sl = &tableSlot{}
		s.tables[code] = sl
	}
	sl.used = time.Now()
	return sl
}

// Forget drops from memory the tables no caller has asked for in idle,
// but those keep says to keep (a table with connections here), and
// returns how many it dropped. A dropped table is rebuilt from its log
// when it is asked for again. A caller that took the slot just before it
// was dropped still works on it safely: every change goes through the
// log's compare-and-set, whichever copy makes it.
func (s *Service) Forget(idle time.Duration, keep func(code string) bool) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	dropped := 0
	for code, sl := range s.tables {
		if time.Since(sl.used) >= idle && (keep == nil || !keep(code)) && sl.mu.TryLock() {
			delete(s.tables, code)
			sl.mu.Unlock()
			dropped++
		}
	}
	return dropped
}

// Expire removes the tables whose log has had no record for age, from the
// log and from memory, and returns how many it removed. A table nobody has
// moved at for that long is abandoned; a finished one has been there for
// its save to be taken that long. Any process may run it: removing a
// table twice is harmless, and a process that still holds a removed table
// finds it gone at its next append (ErrNoTable).
func (s *Service) Expire(ctx context.Context, age time.Duration) (int, error) {
	tables, err := s.log.Tables(ctx)
	if err != nil {
		return 0, err
	}
	removed := 0
	for code, last := range tables {
		if time.Since(last) < age {
			continue
		}
		if err := s.log.Remove(ctx, code); err != nil {
			return removed, err
		}
		s.mu.Lock()
		delete(s.tables, code)
		s.mu.Unlock()
		removed++
	}
	return removed, nil
}

// Save returns the save of table code's finished game: its setup, seed
// and moves, as the game's own saves hold them, to replay or review. A
// game still being played has none: its seed is the server's secret until
// the end.
func (s *Service) Save(ctx context.Context, code string) (*rules.Save, error) {
	sl, err := s.held(ctx, code)
	if err != nil {
		return nil, err
	}
	defer sl.mu.Unlock()
	t := sl.t
	if !t.game.Over() {
		return nil, refuse("the game at table %s is not over: its save is kept once it ends", code)
	}
	save := &rules.Save{Format: rules.SaveFormat, Version: version.String(), Title: t.setup.Title, Ruleset: t.setup.Ruleset, Seed: t.setup.Seed, Options: rules.Options{}}
	for k, v := range t.setup.Options {
		save.Options[k] = v
	}
	for _, seat := range t.setup.Seats {
		player := "human"
		if seat.Bot != "" {
			player = "bot:" + seat.Bot
		}
		save.Seats = append(save.Seats, rules.SeatRecord{Name: seat.Name, Player: player})
	}
	for _, e := range t.entries {
		save.Moves = append(save.Moves, e.Text)
	}
	return save, nil
}

// Held returns how many tables the service holds in memory.
func (s *Service) Held() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.tables)
}

// held returns table code's slot, locked (the caller unlocks it), its
// table caught up with the log.
func (s *Service) held(ctx context.Context, code string) (*tableSlot, error) {
	sl := s.slot(code)
	sl.mu.Lock()
	err := s.catchUp(ctx, code, sl)
	if errors.Is(err, ErrNoTable) && sl.t == nil {
		// A table another process has just created may not be readable
		// here at once (a stream leader just chosen): look once more
		// before saying there is none. A guess at codes waits too.
		sl.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(noTableRetry):
		}
		sl.mu.Lock()
		err = s.catchUp(ctx, code, sl)
	}
	if err != nil {
		sl.mu.Unlock()
		return nil, err
	}
	return sl, nil
}

// noTableRetry is how long held waits before it reads a table it did not
// find a second time.
const noTableRetry = 250 * time.Millisecond

// Listen tells the service that this process hears table code's notices
// (Log.Watch) and passes them to Heard, until Unlisten. The next catch-up
// reads the log, as notices before now were not heard.
func (s *Service) Listen(code string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listening[code] = &news{stale: true}
}

// Unlisten ends Listen: every catch-up of table code reads its log again.
func (s *Service) Unlisten(code string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.listening, code)
}

// Heard records a notice that record seq was appended to table code's log.
func (s *Service) Heard(code string, seq uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := s.listening[code]; n != nil {
		n.heard = max(n.heard, seq)
	}
}

// Stale makes the next catch-up of table code read its log, in case a
// notice was lost.
func (s *Service) Stale(code string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := s.listening[code]; n != nil {
		n.stale = true
	}
}

// current reports whether a table held at record seq is up to date by what
// was heard, and if not, takes the staleness away: the caller reads.
func (s *Service) current(code string, seq uint64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := s.listening[code]
	if n == nil {
		return false
	}
	if !n.stale && n.heard <= seq {
		return true
	}
	n.stale = false
	return false
}

// catchUp brings sl's table up to its log's end, loading it first if need
// be. The slot's lock is held.
func (s *Service) catchUp(ctx context.Context, code string, sl *tableSlot) error {
	var after uint64
	if sl.t != nil {
		after = sl.t.seq
		if s.current(code, after) {
			return nil
		}
	}
	recs, err := s.log.Read(ctx, code, after)
	if err != nil {
		return err
	}
	for _, r := range recs {
		switch {
		case r.Setup != nil && sl.t == nil:
			t, err := newTable(code, r.Seq, *r.Setup)
			if err != nil {
				return err
			}
			sl.t = t
		case r.Move != nil && sl.t != nil:
			if err := sl.t.apply(r.Seq, *r.Move); err != nil {
				return err
			}
		case r.Seated != nil && sl.t != nil && *r.Seated >= 0 && *r.Seated < len(sl.t.seated):
			sl.t.seated[*r.Seated] = true
			sl.t.seq = r.Seq
		case r.Botted != nil && sl.t != nil && r.Botted.Seat >= 0 && r.Botted.Seat < len(sl.t.seated):
			sl.t.bot(r.Botted.Seat, r.Botted.Level, r.Seq)
		case r.Ended && sl.t != nil:
			sl.t.ended, sl.t.seq = true, r.Seq
		default:
			return fmt.Errorf("table %s: record %d out of place", code, r.Seq)
		}
	}
	if sl.t == nil {
		return ErrNoTable
	}
	return nil
}

// appendTo appends rec to table code's log after the last record sl's
// table applied. When another process appended first it catches the table
// up and reports again: what rec was for is to be judged anew.
func (s *Service) appendTo(ctx context.Context, code string, sl *tableSlot, rec Record) (seq uint64, again bool, err error) {
	seq, err = s.log.Append(ctx, code, rec, sl.t.seq)
	if errors.Is(err, ErrMovedOn) {
		return 0, true, s.movedOn(ctx, code, sl)
	}
	return seq, false, err
}

// movedOn catches sl's table up after an append found that its log had
// moved on. A log that holds nothing new was removed (the table expired):
// the table is dropped and ErrNoTable returned.
func (s *Service) movedOn(ctx context.Context, code string, sl *tableSlot) error {
	before := sl.t.seq
	if err := s.catchUp(ctx, code, sl); err != nil {
		return err
	}
	if sl.t.seq == before {
		sl.t = nil
		return ErrNoTable
	}
	return nil
}

// ErrEnded is the answer to a seat, a watch or a fill at a table that was
// ended (End): a client is told so (wire.KindEnded), not refused.
var ErrEnded = errors.New("the table has ended")

// Refusal is a move refused for a reason the player may read: the rules'
// reason, or why the move cannot be taken now.
type Refusal struct {
	Reason string
	guess  bool // the refused request may have been a guess at a seat's token
}

func (r *Refusal) Error() string { return r.Reason }

func refuse(format string, args ...any) error { return &Refusal{Reason: fmt.Sprintf(format, args...)} }

// Move plays a client's move for seat at table code and returns the move's
// number. A move whose ID was applied already returns its number again
// without a second move; a move chosen on an older revision, out of turn
// or against the rules returns a Refusal; the table is untouched by
// either.
func (s *Service) Move(ctx context.Context, code string, seat int, m wire.Move) (int, error) {
	return s.move(ctx, code, seat, "", m)
}

// MoveFor plays a move made for a seat on a screen that looks on at table
// code (the big screen of Table and phones), which holds the invitation
// token of that seat: it is taken only when it is one of the seat's public
// moves (rules.PublicMover) on its turn, and returns a Refusal otherwise,
// as Move does. A token that opens no seat is refused too. Retries are
// answered as Move answers them: the seat and the move's ID name the move,
// whichever device sent it.
func (s *Service) MoveFor(ctx context.Context, code, token string, m wire.Move) (int, error) {
	return s.move(ctx, code, -1, token, m)
}

// move is Move for seat, or, when token is not empty, MoveFor.
func (s *Service) move(ctx context.Context, code string, seat int, token string, m wire.Move) (int, error) {
	sl := s.slot(code)
	sl.mu.Lock()
	defer sl.mu.Unlock()
	for {
		if err := s.catchUp(ctx, code, sl); err != nil {
			return 0, err
		}
		t := sl.t
		if token != "" {
			if seat = t.seatOf(token); seat < 0 {
				return 0, &Refusal{Reason: fmt.Sprintf("that invitation does not open a seat at table %s", code), guess: true}
			}
		}
		if n, ok := t.applied[moveKey{seat, m.ID}]; ok {
			return n, nil
		}
		if t.ended {
			return 0, refuse("the table has ended")
		}
		if !t.started() {
			return 0, refuse("the table waits for every seat to be taken")
		}
		if m.Revision != t.moves {
			return 0, refuse("the table moved on (move %d was made): choose again", t.moves)
		}
		mv, err := t.check(seat, m.Text)
		if err != nil {
			return 0, &Refusal{Reason: err.Error()}
		}
		if pm, ok := t.game.(rules.PublicMover); token != "" && (!ok || !pm.PublicMove(mv)) {
			return 0, refuse("%s makes that move on their own device", t.setup.Seats[seat].Name)
		}
		rec := MoveRecord{Number: t.moves + 1, Seat: seat, Text: t.game.MoveText(mv), ID: m.ID}
		seq, err := s.log.Append(ctx, code, Record{Move: &rec}, t.seq)
		if errors.Is(err, ErrMovedOn) {
			// Another process appended first: catch up and judge again.
			if err := s.movedOn(ctx, code, sl); err != nil {
				return 0, err
			}
			continue
		}
		if err != nil {
			return 0, err
		}
		if err := t.apply(seq, rec); err != nil {
			return 0, err
		}
		return rec.Number, nil
	}
}

// PlayBots lets the bots of table code move while one is to move, and
// returns how many moves they made. Several processes may run it at once:
// the log takes one move per revision, and a process that loses the race
// catches up. pace is held before each bot move, so people can follow.
func (s *Service) PlayBots(ctx context.Context, code string, pace time.Duration) (int, error) {
	made := 0
	for {
		sl := s.slot(code)
		sl.mu.Lock()
		err := s.catchUp(ctx, code, sl)
		var t *table
		if err == nil {
			t = sl.t
		}
		if err != nil || !t.started() || t.ended || t.game.Over() || t.setup.Seats[t.game.ToMove()].Bot == "" {
			sl.mu.Unlock()
			return made, err
		}
		seat := t.game.ToMove()
		level, _ := ai.ParseLevel(t.setup.Seats[seat].Bot)
		view := t.game.View(seat)
		n := t.moves
		sl.mu.Unlock()

		// The bot thinks without the lock, on its seat's view only.
		mv := ai.New(level, t.setup.Seed^uint64(n+1)*0x9e3779b97f4a7c15).Choose(view)
		if pace > 0 {
			select {
			case <-ctx.Done():
				return made, ctx.Err()
			case <-time.After(pace):
			}
		}
		sl.mu.Lock()
		err = s.catchUp(ctx, code, sl)
		if err == nil && sl.t.moves == n {
			rec := MoveRecord{Number: n + 1, Seat: int(seat), Text: sl.t.game.MoveText(mv), Bot: true}
			var seq uint64
			seq, err = s.log.Append(ctx, code, Record{Move: &rec}, sl.t.seq)
			switch {
			case errors.Is(err, ErrMovedOn):
				err = s.movedOn(ctx, code, sl) // another process moved for the bot first
			case err == nil:
				err = sl.t.apply(seq, rec)
				made++
			}
		}
		sl.mu.Unlock()
		if err != nil {
			return made, err
		}
	}
}

// Snapshot returns table code's revision and seat's view of it, caught up
// with the log.
func (s *Service) Snapshot(ctx context.Context, code string, seat rules.Seat) (int, rules.Game, error) {
	sl, err := s.held(ctx, code)
	if err != nil {
		return 0, nil, err
	}
	defer sl.mu.Unlock()
	return sl.t.moves, sl.t.game.View(seat), nil
}

// Seat returns the seat token opens at table code, or a Refusal.
func (s *Service) Seat(ctx context.Context, code, token string) (int, error) {
	sl, err := s.held(ctx, code)
	if err != nil {
		return 0, err
	}
	defer sl.mu.Unlock()
	for {
		seat := sl.t.seatOf(token)
		if seat < 0 {
			return 0, refuse("that invitation does not open a seat at table %s", code)
		}
		if sl.t.ended {
			return 0, ErrEnded
		}
		if sl.t.seated[seat] {
			return seat, nil
		}
		taken := seat
		seq, again, err := s.appendTo(ctx, code, sl, Record{Seated: &taken})
		if err != nil {
			return 0, err
		}
		if again {
			continue
		}
		sl.t.seated[seat], sl.t.seq = true, seq
		return seat, nil
	}
}

// Fill gives the seat token opens at table code to a bot of level, or
// returns a Refusal: once a person has taken the seat, or play has begun,
// it is theirs.
func (s *Service) Fill(ctx context.Context, code, token, level string) error {
	lv, err := ai.ParseLevel(level)
	if err != nil {
		return refuse("%v", err)
	}
	sl, err := s.held(ctx, code)
	if err != nil {
		return err
	}
	defer sl.mu.Unlock()
	for {
		seat := sl.t.seatOf(token)
		if seat < 0 {
			return refuse("that invitation does not open a seat at table %s", code)
		}
		if sl.t.ended {
			return ErrEnded
		}
		if sl.t.seated[seat] {
			return refuse("%s's seat is taken already", sl.t.setup.Seats[seat].Name)
		}
		seq, again, err := s.appendTo(ctx, code, sl, Record{Botted: &BottedRecord{Seat: seat, Level: lv.String()}})
		if err != nil {
			return err
		}
		if again {
			continue
		}
		sl.t.bot(seat, lv.String(), seq)
		return nil
	}
}

// End ends table code for good, when tokens open every seat a person was
// invited to (the big screen that made the table holds them all): the
// kiosk's idle table frees its seats so. Every connection at the table is
// told (wire.KindEnded) and closed; no seat is taken, no move made and no
// bot moves after it. Tokens that do not open every such seat are refused
// (and count as a guess at a seat's key). Ending an ended table does
// nothing.
func (s *Service) End(ctx context.Context, code string, tokens []string) error {
	sl, err := s.held(ctx, code)
	if err != nil {
		return err
	}
	defer sl.mu.Unlock()
	for {
		t := sl.t
		if t.ended {
			return nil
		}
		opened := make([]bool, len(t.setup.Seats))
		for _, token := range tokens {
			if seat := t.seatOf(token); seat >= 0 {
				opened[seat] = true
			}
		}
		for i, sr := range t.setup.Seats {
			if len(sr.Token) > 0 && sr.Bot == "" && !opened[i] {
				return &Refusal{Reason: fmt.Sprintf("only who holds every seat's invitation may end table %s", code), guess: true}
			}
		}
		seq, again, err := s.appendTo(ctx, code, sl, Record{Ended: true})
		if err != nil {
			return err
		}
		if again {
			continue
		}
		t.ended, t.seq = true, seq
		return nil
	}
}

// codeAlphabet writes table codes: no 0/O or 1/I to misread.
var codeAlphabet = base32.NewEncoding("ABCDEFGHJKLMNPQRSTUVWXYZ23456789").WithPadding(base32.NoPadding)

// randomCode returns a short table code, six letters and digits.
func randomCode() string {
	var b [4]byte
	rand.Read(b[:])
	return strings.ToUpper(codeAlphabet.EncodeToString(b[:]))[:6]
}

// randomKey returns a seat's short key: six letters and digits, 30 random
// bits. Guessing one online is bounded by the frames a connection may
// send and the refused joins it may make (maxRefusedJoins).
func randomKey() string {
	var b [4]byte
	rand.Read(b[:])
	return strings.ToUpper(codeAlphabet.EncodeToString(b[:]))[:6]
}

// randomToken returns a seat's secret: 128 random bits.
func randomToken() string {
	var b [16]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// randomSeed returns a table's seed, drawn from the system's randomness;
// it stays in the table's log on the server.
func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// Seated returns what a connection taking seat (NoSeat to watch) at table
// code is told: the setup without its seed.
func (s *Service) Seated(ctx context.Context, code string, seat rules.Seat) (wire.Seated, error) {
	sl, err := s.held(ctx, code)
	if err != nil {
		return wire.Seated{}, err
	}
	defer sl.mu.Unlock()
	t := sl.t
	if t.ended {
		return wire.Seated{}, ErrEnded
	}
	out := wire.Seated{Code: code, Seat: int(seat), Title: t.setup.Title, Ruleset: t.setup.Ruleset, Options: t.setup.Options}
	for i, sr := range t.setup.Seats {
		out.Seats = append(out.Seats, wire.SeatInfo{Name: sr.Name, Bot: sr.Bot, Present: t.seated[i]})
	}
	return out, nil
}

// Catch returns the State frames that bring a connection of seat at table
// code from what it was sent (revision sent, and how many seats were taken)
// to the table as it is: one per move with the board after it, or, for a
// connection just come, too far behind or claiming more than the table
// holds, the table as it is now.
func (s *Service) Catch(ctx context.Context, code string, seat rules.Seat, sent, taken int, fresh bool) ([]wire.Frame, error) {
	sl, err := s.held(ctx, code)
	if err != nil {
		return nil, err
	}
	defer sl.mu.Unlock()
	t := sl.t
	state := func(g rules.Game, rev int, e *wire.Entry) (wire.Frame, error) {
		view, err := wire.EncodeState(nil, g.View(seat))
		if err != nil {
			return wire.Frame{}, err
		}
		return wire.Frame{Kind: wire.KindState, State: &wire.State{Revision: rev, View: view, Entry: e, Started: t.started(), Taken: t.taken()}}, nil
	}
	var out []wire.Frame
	if fresh && t.initial != nil {
		// Every move's state is kept: a newcomer sees the table from the
		// start, each move with its board.
		f, err := state(t.initial, 0, nil)
		if err != nil {
			return nil, err
		}
		out, sent = append(out, f), 0
	} else if _, kept := t.afterMove(sent + 1); fresh || sent < t.moves && !kept || sent == t.moves && taken != t.takenCount() || sent > t.moves {
		f, err := state(t.game, t.moves, nil)
		if err != nil {
			return nil, err
		}
		out, sent = append(out, f), t.moves // the table as it is: no move's state follows
	}
	for n := sent + 1; n <= t.moves; n++ {
		g, _ := t.afterMove(n)
		e := entryFor(t.entries[n-1], seat)
		f, err := state(g, n, &e)
		if err != nil {
			return out, err
		}
		out = append(out, f)
	}
	if t.ended {
		out = append(out, wire.Frame{Kind: wire.KindEnded})
	}
	return out, nil
}
