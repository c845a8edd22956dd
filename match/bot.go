package match

import (
	"fmt"
	"time"

	"starboard/ai"
	"starboard/rules"
)

// RunBots lets held bots (Config.HoldBots) play until a person must move or
// the game ends; then they are held again. Without HoldBots bots never wait
// and RunBots does nothing. It returns at once; WaitIdle waits.
func (m *Match) RunBots() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.hold {
		m.release = true
	}
	m.startBotsLocked()
}

// WaitIdle blocks until no bot is about to move: a person must move, the
// game is over, bots are held, or the match is closed. Screens must not call
// it; it is for the command line and tests.
func (m *Match) WaitIdle() {
	m.mu.Lock()
	defer m.mu.Unlock()
	for m.running {
		m.idle.Wait()
	}
}

// Close stops the bot goroutine, if any, and waits for it to end. A move
// the bot had not yet applied is dropped. A remote match ends its
// connection to the server. Close may be called more than once; after it
// every move is refused.
func (m *Match) Close() {
	m.mu.Lock()
	var disconnect func()
	if !m.closed {
		m.closed = true
		close(m.stop)
		if m.remote != nil {
			disconnect = m.remote.disconnect
		}
	}
	m.mu.Unlock()
	if disconnect != nil {
		disconnect()
	}
	m.wg.Wait()
}

// botToMoveLocked returns the bot seat that must move now, if bots may play.
func (m *Match) botToMoveLocked() (rules.Seat, bool) {
	if m.closed || m.botStuck || m.game.Over() || m.remote != nil {
		return rules.NoSeat, false // a remote table's bots play on the server
	}
	seat := m.game.ToMove()
	if !m.validSeat(seat) || !m.seats[seat].Player.Bot {
		return rules.NoSeat, false
	}
	if m.hold && !m.release {
		return rules.NoSeat, false
	}
	return seat, true
}

// startBotsLocked starts the bot goroutine if a bot must move and none runs.
func (m *Match) startBotsLocked() {
	if m.running {
		return
	}
	if _, ok := m.botToMoveLocked(); !ok {
		m.release = false
		return
	}
	m.running = true
	m.wg.Add(1)
	go m.playBots()
}

// playBots is the bot goroutine: it plays bot moves for as long as a bot
// must move.
func (m *Match) playBots() {
	defer m.wg.Done()
	for {
		m.mu.Lock()
		seat, ok := m.botToMoveLocked()
		if !ok {
			m.release = false
			m.running = false
			m.idle.Broadcast()
			m.mu.Unlock()
			return
		}
		version := m.version.Load()
		view := m.game.View(seat)
		bot := m.botLocked(seat)
		pace := m.paceLocked(seat)
		m.mu.Unlock()

		mv, ok, err := m.think(bot, view, version)
		if !ok || !m.wait(pace, version) {
			continue // stopped, or the game changed under the bot: look again
		}

		m.mu.Lock()
		if m.closed || m.version.Load() != version {
			m.mu.Unlock()
			continue
		}
		if err == nil {
			err = m.applyLocked(seat, mv, true)
		}
		if err != nil {
			m.botErr = fmt.Errorf("the bot of %s failed (%v); it played its first legal move instead", m.seats[seat].Name, err)
			legal := m.game.Legal(nil)
			if len(legal) == 0 || m.applyLocked(seat, legal[0], true) != nil {
				m.botErr = fmt.Errorf("the bot of %s failed and no move could be played for it: %v", m.seats[seat].Name, err)
				m.botStuck = true // botToMoveLocked now refuses: the goroutine ends
				m.mu.Unlock()
				continue
			}
		}
		save := m.prepareSaveLocked()
		m.mu.Unlock()
		save()
	}
}

// paceLocked is how long seat's next move is held back: the match's pace,
// or a third of it when seat made the move before too. A turn of several
// steps (a payment card by card, abilities one after another) then reads
// as one turn, while a new seat's move still waits the whole pace.
func (m *Match) paceLocked(seat rules.Seat) time.Duration {
	if n := len(m.history); n > 0 && m.history[n-1].seat == seat {
		return m.pace / 3
	}
	return m.pace
}

// botLocked returns the bot of seat, making it when first needed.
func (m *Match) botLocked(seat rules.Seat) *ai.Bot {
	if m.bots[seat] == nil {
		seed := BotSeed(m.botSeed, seat)
		level := m.seats[seat].Player.Level
		if m.botLimit > 0 {
			c := level.ConfigFor(m.title)
			c.TimeLimit = m.botLimit
			m.bots[seat] = ai.NewWithConfig(c, seed)
		} else {
			m.bots[seat] = ai.New(level, seed)
		}
	}
	return m.bots[seat]
}

// think runs a search in slices, yielding between them. ok is false when
// the match was closed or the game changed before the search ended.
func (m *Match) think(bot *ai.Bot, view rules.Game, version uint64) (mv rules.Move, ok bool, err error) {
	search := bot.Think(view)
	for !search.Step() {
		if m.stopped() || m.version.Load() != version {
			return rules.Move{}, false, nil
		}
		if m.yield != nil {
			m.yield()
		}
	}
	if m.stopped() || m.version.Load() != version {
		return rules.Move{}, false, nil
	}
	return search.Best(), true, search.Err()
}

// wait sleeps for d, and reports false if the match was closed meanwhile
// or the game changed from version (an Undo): the bot's move is then
// stale, and the pace must not hold the match busy.
func (m *Match) wait(d time.Duration, version uint64) bool {
	if d <= 0 {
		return !m.stopped()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	poll := time.NewTicker(waitPoll)
	defer poll.Stop()
	for {
		select {
		case <-t.C:
			return true
		case <-m.stop:
			return false
		case <-poll.C:
			if m.version.Load() != version {
				return false
			}
		}
	}
}

// waitPoll is how often a bot waiting out its pace looks for a change.
const waitPoll = 20 * time.Millisecond

func (m *Match) stopped() bool {
	select {
	case <-m.stop:
		return true
	default:
		return false
	}
}

// BotSeed returns the seed a match gives the bot of seat when its bots are
// seeded with seed (Config.BotSeed, or else the game's seed). Batch players
// use it to replay the games a match would play.
func BotSeed(seed uint64, seat rules.Seat) uint64 {
	return mix64(seed ^ mix64(uint64(seat)+1))
}

// mix64 is the finalizer of SplitMix64.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
