package table

import (
	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"strings"
)

// bannerTicks is how long a banner stays at normal speed.
const bannerTicks = 100

// pump plays the queue: when the event playing ends it starts the next,
// when the queue is empty it polls the match, and when nothing is left it
// settles (syncs the board with the view).
func (s *Shell[P]) pump(ctx *scenes.Context) {
	for range 512 {
		if s.anim.On {
			if s.now < s.animEnd {
				s.anim.T = 1 - float64(s.animEnd-s.now)/float64(s.animLen)
				return
			}
			s.anim = Anim{}
			if s.landing {
				s.landing = false
				s.logSoFar(s.entries[s.lands.entry], s.lands.n)
			}
		}
		if s.head < len(s.queue) {
			it := s.queue[s.head]
			s.head++
			s.start(ctx, it)
			continue
		}
		s.queue, s.head = s.queue[:0], 0
		s.entries = s.entries[:0]
		if s.poll() {
			continue
		}
		s.beat = int64(passBeat * s.speed(ctx))
		s.settle()
		if s.head < len(s.queue) {
			continue
		}
		s.announce(ctx)
		return
	}
}

// poll queues what the match reported since the last poll and reports
// whether there was anything.
func (s *Shell[P]) poll() bool {
	n := len(s.entries)
	s.entries = s.m.Poll(s.entries)
	for i := n; i < len(s.entries); i++ {
		e := s.entries[i]
		s.dirty = true
		for k, ev := range e.For(s.viewer) {
			s.queue = append(s.queue, item{entry: i, n: k, ev: ev})
		}
		s.queue = append(s.queue, item{entry: i, done: true})
	}
	return len(s.entries) > n
}

// start plays one item of the queue.
func (s *Shell[P]) start(ctx *scenes.Context, it item) {
	if it.done {
		s.finish(s.entries[it.entry])
		return
	}
	if seat := it.ev.Seat; seat >= 0 && int(seat) < len(s.seats) {
		s.acting = seat
	}
	mo := s.board.Animate(it.ev)
	k := s.speed(ctx)
	if _, ok := s.board.(EventFollower); ok {
		// The event's line goes to the log as it plays, or, on a board
		// that asks, when its animation lands: the log never tells of a
		// pawn still flying.
		if _, lands := s.board.(LogLander); lands && int64(float64(mo.Ticks)*k) > 0 {
			s.lands, s.landing = it, true
		} else {
			s.logSoFar(s.entries[it.entry], it.n)
		}
	}
	if mo.Sound != NoSound && (k > 0 || s.head >= len(s.queue)) {
		ctx.App.Play(mo.Sound)
	}
	if mo.Banner != "" {
		s.banner.Show(mo.Banner, "", s.now, int64(max(40, float64(bannerTicks)*k)))
		s.bannerSeat = rules.NoSeat
		if seat := it.ev.Seat; seat >= 0 && int(seat) < len(s.seats) {
			s.bannerSeat = seat
		}
	}
	if ticks := int64(float64(mo.Ticks) * k); ticks > 0 {
		s.anim = Anim{On: true, Event: it.ev}
		s.animLen, s.animEnd = ticks, s.now+ticks
		s.playing, s.playingHead = s.eventLine(it), mo.Heading
		if mo.Caption != "" {
			s.playing = mo.Caption
		}
		if mo.Heading != "" {
			s.acting = rules.NoSeat // no seat's turn: the seat list frames none
		}
	}
}

// eventLine is what the prompt says while the event of it plays: its line
// as the log will write it, or "" when it has none.
func (s *Shell[P]) eventLine(it item) string {
	if f, ok := s.board.(LogFolder); ok {
		for _, l := range f.LogLines(s.entries[it.entry], []rules.Event{it.ev}, s.m.EventText) {
			if t := strings.TrimSpace(l.Text); t != "" {
				return capitalize(s.named(t))
			}
		}
		return ""
	}
	return capitalize(strings.TrimSpace(s.named(s.m.EventText(it.ev))))
}

// finish ends an entry whose events have played: its lines go to the log,
// and the board, the seat list and the prompt show the game just after it,
// while later moves wait their turn in the queue. The legal moves and the
// seat at the device change only when everything has played (settle).
func (s *Shell[P]) finish(e match.Entry) {
	s.log.unwind()
	s.logEntry(e)
	if e.Undo {
		s.broken = true
		return
	}
	if s.passTo != rules.NoSeat {
		return
	}
	view := e.View(s.seatShown())
	if view == nil {
		return
	}
	if !s.synced {
		s.openLog(view)
	}
	s.board.Sync(view, s.viewer, s.synced && !s.broken)
	s.synced, s.broken = true, false
	s.view = view
	s.acting = view.ToMove()
}

// speed returns the factor of animation lengths: by the settings (1
// normal, 0.5 fast, 0 instant), and shorter when the queue falls behind.
func (s *Shell[P]) speed(ctx *scenes.Context) float64 {
	k := 1.0
	switch ctx.App.Settings.AnimationSpeed {
	case 2:
		k = 0.5
	case 3:
		return 0
	}
	switch behind := s.behind(); {
	case behind > 40:
		return 0
	case behind > 12:
		k *= 0.35
	}
	return k
}

// announce shows whose turn it is when a person's turn begins, over the
// panel's prompt (the board stays in view), with the turn's chime and, on
// a phone, a buzz.
func (s *Shell[P]) announce(ctx *scenes.Context) {
	if s.dirty || s.toMove == s.turnOf {
		return
	}
	s.turnOf = s.toMove
	if !s.mine || s.public {
		return // a big screen's public moves are the seat's turn, not the screen's
	}
	text := "Your turn"
	if s.humans > 1 {
		text = s.seats[s.viewer].Name + "'s turn"
	}
	s.turn.Show(text, "", s.now, int64(max(40, 70*s.speed(ctx))))
	ctx.App.Play(SoundTurn)
	if ctx.App.Buzz != nil {
		ctx.App.Buzz()
	}
}

// behind counts the events queued for the moves after the one playing.
// The events of the move playing do not count: one move of many events
// (a Seeders resolution, a dozen Chambers won in turn) plays whole at the
// chosen speed, where it used to be hurried past by its own length (the
// eighteenth review found the resolution too fast to follow); later moves
// waiting behind it still hurry the queue.
func (s *Shell[P]) behind() int {
	i := s.head
	if i > 0 && i <= len(s.queue) {
		for cur := s.queue[i-1].entry; i < len(s.queue) && s.queue[i].entry == cur; i++ {
		}
	}
	return len(s.queue) - i
}
