package revive

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
)

var (
	simGames = flag.Int("sim", 0, "play this many games per seat count and report")
	simLevel = flag.String("simlevel", "easy", "bot level of the simulation: random, easy, normal or hard")
	simSeats = flag.Int("simseats", 0, "with -sim N: only this seat count")
	simOpts  = flag.String("simopts", "", "with -sim N: options as key=value,key=value")
	simPar   = flag.Int("simpar", 1, "with -sim N: play this many games at once (the figures do not depend on it)")
	simLog   = flag.String("simlog", "", "with -sim N: append each game's figures to this file, and count the games it holds instead of playing them again")
)

// TestSimulation plays games between equal bots and reports, per seat
// count: game length in turns and moves, scores, wins by seat, how the
// game ended (the clock through hibernation or an artifact taken on a
// large location) and how many major artifacts were taken. It runs only
// with -sim N. With -simlog FILE each game's figures are appended to FILE
// as it ends, and the games FILE already holds (the same ruleset, level,
// seat count and options) are counted rather than played again, so that
// a long run stopped midway goes on where it stopped.
func TestSimulation(t *testing.T) {
	if *simGames == 0 {
		t.Skip("run with -sim N")
	}
	level, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	opts := rules.Options{}
	for _, kv := range strings.Split(*simOpts, ",") {
		if k, v, ok := strings.Cut(kv, "="); ok {
			opts[k] = v
		}
	}
	logged := map[simKey]simGame{}
	var logFile *os.File
	if *simLog != "" {
		logged, err = readSimLog(*simLog)
		if err != nil {
			t.Fatal(err)
		}
		if logFile, err = os.OpenFile(*simLog, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644); err != nil {
			t.Fatal(err)
		}
		defer logFile.Close()
	}
	var all simTotals
	defer func() {
		var never []string
		for c := range int16(NumCitizens) {
			if all.citizenTaken[c] == 0 {
				never = append(never, cards[c].Name)
			}
		}
		var techs []string
		for t := range int16(numTechs) {
			techs = append(techs, strconv.Itoa(all.techTaken[t]))
		}
		seen := len(all.tilesSeen)
		t.Logf("citizen cards never taken: %v; meeples taken per technology space: %v; area tiles turned up: %d of %d designs",
			never, strings.Join(techs, " "), seen, NumAreaTiles)
	}()
	for seats := 1; seats <= 4; seats++ {
		if *simSeats != 0 && seats != *simSeats {
			continue
		}
		var sum simTotals
		sum.minTurns = 1 << 30
		var mu sync.Mutex
		next := 0
		var wg sync.WaitGroup
		for range max(1, *simPar) {
			wg.Go(func() {
				for {
					mu.Lock()
					i := next
					next++
					mu.Unlock()
					if i >= *simGames || t.Failed() {
						return
					}
					key := simKey{Ruleset: Title.Ruleset, Level: level.String(), Options: *simOpts, Search: fmt.Sprint(Title.Search), Seats: seats, Game: i}
					g, ok := logged[key]
					if !ok {
						var err error
						if g, err = simPlay(key, opts, level); err != nil {
							t.Error(err)
							return
						}
					}
					mu.Lock()
					sum.add(&g)
					all.add(&g)
					if !ok && logFile != nil {
						line, _ := json.Marshal(g)
						if _, err := logFile.Write(append(line, '\n')); err != nil {
							t.Error(err)
						}
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
		sum.report(t, seats, level)
	}
}

// simKey names a game of the simulation: what it was played under and
// which of the run's games it was (its seeds follow from Game).
type simKey struct {
	Ruleset, Level, Options string
	Search                  string // the title's search, the bots' budget
	Seats, Game             int
}

// simGame is what one game of the simulation adds to the report.
type simGame struct {
	simKey
	Moves, Rounds, Hibernations, Taken int
	ByTake                             bool
	Winner                             int // the seat of the lowest number among the winners; solo, 0 if the target was reached, else -1
	Scores                             []int
	EndTile                            []bool
	Lines                              [][numLines]int
	Kinds                              [numMoveKinds]int
	Targets                            targetFigures
	Citizens, Techs, Tiles             map[int16]int // taken, meeples taken from, turned up
}

// simPlay plays the game key names between bots of level.
func simPlay(key simKey, opts rules.Options, level ai.Level) (simGame, error) {
	seats, i := key.Seats, key.Game
	sg := simGame{simKey: key, Citizens: map[int16]int{}, Techs: map[int16]int{}, Tiles: map[int16]int{}}
	g := New(rules.Setup{Seats: seats, Seed: uint64(1000*seats + i), Options: opts})
	bots := make([]*ai.Bot, seats)
	for b := range bots {
		bots[b] = ai.New(level, uint64(i*10+b))
	}
	turns := 0
	for !g.Over() {
		seat := g.ToMove()
		s := bots[seat].Think(g.View(seat))
		for !s.Step() {
		}
		evs, err := g.Apply(s.Best())
		if err != nil {
			return sg, err
		}
		sg.Moves++
		sg.Kinds[s.Best().Kind]++
		tg := &sg.Targets
		for _, e := range evs {
			switch e.Kind {
			case EvTurn:
				turns++
			case EvHibernate:
				sg.Hibernations++
			case EvGain:
				if gn, ok := simGainOf(g, e.A, e.B); ok {
					tg.VPBy[e.A] += int(gn.VP)
					tg.StepsBy[e.A] += int(gn.AnyTrack + gn.Track[0] + gn.Track[1] + gn.Track[2])
				}
			case EvLost:
				tg.Lost += int(e.A)
				tg.LostBy[min(int(e.B)+1, len(tg.LostBy)-1)] += int(e.A)
			case EvMajor:
				sg.Taken++
			case EvCitizen:
				sg.Citizens[e.A]++
			case EvPopulate:
				sg.Techs[e.A]++
			case EvReveal:
				sg.Tiles[e.B]++
			}
		}
		if sg.Moves > 20000 {
			return sg, fmt.Errorf("%d seats, game %d: no end after %d moves", seats, i, sg.Moves)
		}
	}
	sg.ByTake = g.lastMajorTaken
	if seats == 1 {
		sg.Winner = -1
		if g.Winners().Has(0) {
			sg.Winner = 0
		}
	} else {
		sg.Winner = int(g.winner())
	}
	for p := range seats {
		sg.Scores = append(sg.Scores, g.Score(rules.Seat(p)))
		sg.EndTile = append(sg.EndTile, g.seat[p].endTile)
		sg.Lines = append(sg.Lines, g.lines(int8(p)))
	}
	sg.Targets.add(g, g.Winners(), seats)
	sg.Rounds = (turns + 1 + seats - 1) / seats
	return sg, nil
}

// readSimLog reads the games a -simlog file holds; a missing file holds
// none.
func readSimLog(name string) (map[simKey]simGame, error) {
	out := map[simKey]simGame{}
	f, err := os.Open(name)
	if errors.Is(err, os.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var g simGame
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			continue // a line cut short when a run was stopped
		}
		out[g.simKey] = g
	}
	return out, sc.Err()
}

// simTotals sums the games of a simulation.
type simTotals struct {
	games, moves, turns, hibs, taken, byTake, byRemove, soloWins, total int
	minTurns, maxTurns                                                  int
	bySeat, scoreBySeat, endBySeat                                      []int
	linesBySeat                                                         [][numLines]int
	lineSum                                                             [numLines]int
	kinds                                                               [numMoveKinds]int
	tg                                                                  targetFigures
	citizenTaken, techTaken, tilesSeen                                  map[int16]int
}

// add counts game g.
func (s *simTotals) add(g *simGame) {
	seats := len(g.Scores)
	if len(s.bySeat) < seats {
		s.bySeat = append(s.bySeat, make([]int, seats-len(s.bySeat))...)
		s.scoreBySeat = append(s.scoreBySeat, make([]int, seats-len(s.scoreBySeat))...)
		s.endBySeat = append(s.endBySeat, make([]int, seats-len(s.endBySeat))...)
		s.linesBySeat = append(s.linesBySeat, make([][numLines]int, seats-len(s.linesBySeat))...)
	}
	s.games++
	s.moves += g.Moves
	s.turns += g.Rounds
	s.minTurns, s.maxTurns = min(s.minTurns, g.Rounds), max(s.maxTurns, g.Rounds)
	s.hibs += g.Hibernations
	s.taken += g.Taken
	if g.ByTake {
		s.byTake++
	} else {
		s.byRemove++
	}
	if seats == 1 && g.Winner == 0 {
		s.soloWins++
	} else if seats > 1 {
		s.bySeat[g.Winner]++
	}
	for p := range seats {
		s.scoreBySeat[p] += g.Scores[p]
		s.total += g.Scores[p]
		if g.EndTile[p] {
			s.endBySeat[p]++
		}
		for i, v := range g.Lines[p] {
			s.lineSum[i] += v
			s.linesBySeat[p][i] += v
		}
	}
	for k, n := range g.Kinds {
		s.kinds[k] += n
	}
	s.tg.merge(&g.Targets)
	if s.citizenTaken == nil {
		s.citizenTaken, s.techTaken, s.tilesSeen = map[int16]int{}, map[int16]int{}, map[int16]int{}
	}
	for i, n := range g.Citizens {
		s.citizenTaken[i] += n
	}
	for i, n := range g.Techs {
		s.techTaken[i] += n
	}
	for i, n := range g.Tiles {
		s.tilesSeen[i] += n
	}
}

// report logs the figures of the games at seats.
func (s *simTotals) report(t *testing.T, seats int, level ai.Level) {
	g := float64(max(s.games, 1))
	t.Logf("%d seats, %d %s games: mean score %.1f, mean rounds %.1f (%d-%d), mean moves %.0f, hibernations/player %.1f, majors taken/game %.1f, ended by removal %d, by taking %d, wins by seat %v, solo wins %d",
		seats, s.games, level, float64(s.total)/(g*float64(seats)), float64(s.turns)/g, s.minTurns, s.maxTurns, float64(s.moves)/g,
		float64(s.hibs)/(g*float64(seats)), float64(s.taken)/g, s.byRemove, s.byTake, s.bySeat, s.soloWins)
	t.Logf("  score by seat %v, end-game tile by seat %v", s.scoreBySeat, s.endBySeat)
	t.Logf("  targets: %s", s.tg.report(s.games, seats, float64(s.turns)/g, float64(s.taken)/g,
		float64(s.kinds[mvExplore])/(g*float64(seats)), float64(s.kinds[mvPopulate])/(g*float64(seats)), s.bySeat, s.soloWins))
	if !testing.Verbose() {
		return
	}
	for p := range seats {
		t.Logf("  seat %d lines %v", p+1, s.linesBySeat[p])
	}
	line := ""
	for i, v := range s.lineSum {
		line += " " + lineNames[i] + " " + strconv.FormatFloat(float64(v)/(g*float64(seats)), 'f', 1, 64) + ";"
	}
	t.Logf("  mean score lines:%s", line)
	line = ""
	for k := uint8(1); k < numMoveKinds; k++ {
		if s.kinds[k] > 0 {
			line += " " + strings.Fields((&State{}).MoveText(rules.Move{Kind: k}))[0] + " " + strconv.FormatFloat(float64(s.kinds[k])/(g*float64(seats)), 'f', 1, 64)
		}
	}
	t.Logf("  moves per player:%s", line)
}

// targetFigures sums, over a simulation's games, what issue 28's targets
// measure: full tracks, the winners' points by line, gains and losses.
type targetFigures struct {
	Seats, ProgFull int
	TrackFull       [numTracks]int
	WinLines        [numLines]int
	WinTotal        int
	Gained, Lost    int
	LostBy          [numRes + 2]int // resources of choice, gear, book, food, crystal, energy
	VPBy, StepsBy   [numSources]int // points and track steps by source of gain
}

// merge adds o's figures to tg's.
func (tg *targetFigures) merge(o *targetFigures) {
	tg.Seats += o.Seats
	tg.ProgFull += o.ProgFull
	for i := range tg.TrackFull {
		tg.TrackFull[i] += o.TrackFull[i]
	}
	for i := range tg.WinLines {
		tg.WinLines[i] += o.WinLines[i]
	}
	tg.WinTotal += o.WinTotal
	tg.Gained += o.Gained
	tg.Lost += o.Lost
	for i := range tg.LostBy {
		tg.LostBy[i] += o.LostBy[i]
	}
	for i := range tg.VPBy {
		tg.VPBy[i] += o.VPBy[i]
		tg.StepsBy[i] += o.StepsBy[i]
	}
}

// simGainOf returns the gain an EvGain names, where the content says it.
func simGainOf(g *State, src, id int16) (Gain, bool) {
	switch src {
	case srcCardTop:
		return cards[id].Top, true
	case srcCardBottom:
		return cards[id].Bottom, true
	case srcModule:
		return modules[id].Effect, true
	case srcMachine:
		return rewards[id].Machine, true
	case srcToken:
		return machineTokens[id].Effect, true
	case srcCrate:
		return crates[id], true
	case srcBack:
		return tileBacks[id].Bonus, true
	case srcHibernation:
		return hibernationRewards[id], true
	case srcTech:
		return tribes[id/numTechs].Tree[id%numTechs/techCols][id%techCols].Effect, true
	case srcAbility:
		return tribes[id].Ability, true
	case srcProgress:
		return progressTrack[id].Bonus, true
	case srcReward:
		return rewards[id].Bonus, true
	}
	return Gain{}, false
}

// add counts a finished game; solo, the player counts as the winner.
func (tg *targetFigures) add(g *State, winners rules.SeatSet, seats int) {
	for p := range int8(seats) {
		ps := &g.seat[p]
		tg.Seats++
		if int(ps.progress) == len(progressTrack) {
			tg.ProgFull++
		}
		for t := range numTracks {
			if ps.track[t] == TrackLength {
				tg.TrackFull[t]++
			}
		}
		tg.Gained += int(ps.gained)
		if seats == 1 || winners.Has(rules.Seat(p)) {
			for i, v := range g.lines(p) {
				tg.WinLines[i] += v
				tg.WinTotal += v
			}
		}
	}
}

// simPerSeat writes each count's mean per seat.
func simPerSeat(counts []int, seats int) string {
	var out []string
	for _, c := range counts {
		out = append(out, strconv.FormatFloat(float64(c)/float64(max(seats, 1)), 'f', 1, 64))
	}
	return "[" + strings.Join(out, " ") + "]"
}

// simLineWords are short names of the score lines, for the report.
var simLineWords = [numLines]string{"points", "progress", "machine", "card", "techs", "large", "minor", "res", "end"}

// report writes the figures against the targets.
func (tg *targetFigures) report(games, seats int, rounds, majors, explores, populates float64, bySeat []int, soloWins int) string {
	pct := func(a, b int) string { return strconv.FormatFloat(100*float64(a)/float64(max(b, 1)), 'f', 0, 64) + "%" }
	out := "progress full " + pct(tg.ProgFull, tg.Seats) + " (<=25%); tracks full"
	for t := range numTracks {
		out += " " + pct(tg.TrackFull[t], tg.Seats)
	}
	out += " (<=33%); winners' points by line:"
	big := 0
	for i, v := range tg.WinLines {
		out += " " + simLineWords[i] + " " + pct(v, tg.WinTotal)
		if 100*v >= 8*tg.WinTotal {
			big++
		}
	}
	out += " (max 40%, " + strconv.Itoa(big) + " at 8%+, want 5); majors/game " + strconv.FormatFloat(majors, 'f', 1, 64) +
		"; explores/seat " + strconv.FormatFloat(explores, 'f', 1, 64) + ", populates/seat " + strconv.FormatFloat(populates, 'f', 1, 64) +
		" (4+); points by source (card top, bottom, module, machine, token, crate, back, water, hib, tech, ability, progress, reward) per seat " + simPerSeat(tg.VPBy[:], tg.Seats) +
		", steps by source " + simPerSeat(tg.StepsBy[:], tg.Seats) + "; lost " + pct(tg.Lost, tg.Gained) + " " + fmt.Sprint(tg.LostBy) + " of " + strconv.Itoa(tg.Gained/max(tg.Seats, 1)) + " gains/seat (<10%); turns/player " +
		strconv.FormatFloat(rounds, 'f', 1, 64) + " (15-25); "
	if seats == 1 {
		return out + "solo target reached " + pct(soloWins, games) + " (40-80%)"
	}
	most := 0
	for _, w := range bySeat {
		most = max(most, w)
	}
	return out + "most wins by a seat " + pct(most, games)
}

var simVersus = flag.String("simvs", "", "with -sim N: play N two-seat games of -simlevel against this level, seats alternating, and report")

// TestVersus plays two-seat games between two bot levels, each level in
// each seat half of the time, and reports the win rate of -simvs against
// -simlevel. It runs only with -sim N -simvs LEVEL.
func TestVersus(t *testing.T) {
	if *simGames == 0 || *simVersus == "" {
		t.Skip("run with -sim N -simvs LEVEL")
	}
	base, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	other, err := ai.ParseLevel(*simVersus)
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	for i := 0; i < *simGames; i++ {
		g := New(rules.Setup{Seats: 2, Seed: uint64(7000 + i)})
		seat := i % 2 // the seat of -simvs
		bots := make([]*ai.Bot, 2)
		bots[seat] = ai.New(other, uint64(i))
		bots[1-seat] = ai.New(base, uint64(i+1000))
		if err := ai.PlayGame(g, bots); err != nil {
			t.Fatal(err)
		}
		if g.Winners().Has(rules.Seat(seat)) {
			wins++
		}
	}
	t.Logf("%s beats %s in %d of %d two-seat games (%.0f%%)", other, base, wins, *simGames, 100*float64(wins)/float64(*simGames))
}

var (
	simRungGames = flag.Int("simrung", 0, "play this many two-seat games of hard against -simlevel, seeded as starboard-cli ladder seeds them, and report")
	simRungIter  = flag.Int("simrungiter", 0, "with -simrung N: the hard bot's iterations (0: the title's)")
	simRungFrom  = flag.Int("simrungfrom", 0, "with -simrung N: start at this game, to finish a run stopped midway")
)

// TestRung plays hard against -simlevel over -simrung two-seat games,
// seeded and seated as starboard-cli ladder plays a rung (game k from seed
// 1+k, hard at seat k mod 2, each bot seeded as a match seeds it), with
// the hard bot's iterations set by -simrungiter, and logs each game as it
// ends: for trying the hard bot's budget on the ladder's own games.
func TestRung(t *testing.T) {
	if *simRungGames == 0 {
		t.Skip("run with -simrung N")
	}
	below, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	search := Title.Search
	if *simRungIter > 0 {
		search.HardIterations = *simRungIter
	}
	hard := ai.Hard.TitleConfig(search)
	var mu sync.Mutex
	next, wins, lead := *simRungFrom, 0, 0
	var wg sync.WaitGroup
	for range max(1, *simPar) {
		wg.Go(func() {
			for {
				mu.Lock()
				k := next
				next++
				mu.Unlock()
				if k >= *simRungGames {
					return
				}
				seed := uint64(1 + k)
				g := New(rules.Setup{Seats: 2, Seed: seed})
				mine := rules.Seat(k % 2)
				bots := make([]*ai.Bot, 2)
				for p := range bots {
					if rules.Seat(p) == mine {
						bots[p] = ai.NewWithConfig(hard, match.BotSeed(seed, rules.Seat(p)))
					} else {
						bots[p] = ai.New(below, match.BotSeed(seed, rules.Seat(p)))
					}
				}
				if err := ai.PlayGame(g, bots); err != nil {
					t.Error(err)
					return
				}
				won := g.Winners().Has(mine)
				mu.Lock()
				if won {
					wins++
				}
				lead += g.Score(mine) - g.Score(1-mine)
				t.Logf("game %d: hard at seat %d %v, %d to %d", k, mine+1, won, g.Score(mine), g.Score(1-mine))
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	played := max(1, *simRungGames-*simRungFrom)
	t.Logf("hard (%d iterations) beats %s in %d of %d games (%.1f%%), lead %.1f", search.HardIterations, below, wins, played, 100*float64(wins)/float64(played), float64(lead)/float64(played))
}
