package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
)

// simReport is what sim measures; with --json it is printed as is.
type simReport struct {
	Title          string    `json:"title"`
	Games          int       `json:"games"`
	Seats          []string  `json:"seats"`
	Seed           uint64    `json:"seed"`
	Options        string    `json:"options"`
	Workers        int       `json:"workers"`
	Seconds        float64   `json:"seconds"`
	GamesPerSecond float64   `json:"games_per_second"`
	MeanMoves      float64   `json:"mean_moves"`
	MeanScore      []float64 `json:"mean_score"`
	MinScore       []int     `json:"min_score"`
	MaxScore       []int     `json:"max_score"`
	WinRate        []float64 `json:"win_rate"`
	// Rotate is set when the players changed seats from game to game; the
	// figures above are then by player, in --seats order, and SeatWinRate
	// is by seat position.
	Rotate      bool      `json:"rotate,omitempty"`
	SeatWinRate []float64 `json:"seat_win_rate,omitempty"`
}

// gameResult is the outcome of one simulated game.
type gameResult struct {
	scores  []int // by player
	winners rules.SeatSet
	seatOf  []int // the seat of each player
	moves   int
	err     error
}

// runSim plays games between bots and reports scores and win rates.
func runSim(args []string, stdout, stderr io.Writer) int {
	cl := newCommandLine("sim", "<title>", map[string]string{"games": "N", "seats": "bot:random,bot:easy,...", "seed": "S", "option": "k=v", "workers": "W", "json": "", "rotate": ""}, stdout, stderr)
	fs := cl.fs
	games := fs.Int("games", 10, "how many games to play")
	seats := fs.String("seats", "", "the bot of each seat, comma-separated: bot, bot:random|easy|normal|hard (default: random bots at the fewest seats)")
	seed := fs.Uint64("seed", 1, "the seed of the first game; game k is played with seed+k")
	options := optionFlag{}
	fs.Var(options, "option", "a title option as `k=v`; repeat for more")
	workers := fs.Int("workers", 1, "how many games to play at once (the results do not depend on it)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	rotate := fs.Bool("rotate", false, "move the players one seat on in each game, so each plays every position; figures are then by player")
	positional, exit, ok := cl.parse(args, 1)
	if !ok {
		return exit
	}
	t, err := findTitle(positional[0])
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	var players []match.Player
	if *seats == "" {
		for range max(t.MinSeats, 2) {
			players = append(players, match.BotPlayer(ai.Random))
		}
	} else if players, err = parsePlayers(*seats); err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	for i, p := range players {
		if !p.Bot {
			fmt.Fprintf(stderr, "error: seat %d is human; sim plays bots only\n", i+1)
			return 2
		}
	}
	if *games < 1 || *workers < 1 {
		fmt.Fprint(stderr, "error: --games and --workers must be at least 1\n")
		return 2
	}
	setup, err := t.Check(rules.Setup{Seats: len(players), Seed: *seed, Options: rules.Options(options)})
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	if t.Build == nil {
		fmt.Fprintf(stderr, "error: %s cannot be played yet\n", t.Name)
		return 2
	}

	start := time.Now()
	sum := simulate(t, setup, players, *games, *workers, *rotate)
	seconds := time.Since(start).Seconds()

	if sum.err != nil {
		fmt.Fprintf(stderr, "error: game %d (seed %d): %v\n", sum.errGame+1, setup.Seed+uint64(sum.errGame), sum.err)
		return 1
	}
	report := sum.report()
	report.Rotate = *rotate
	report.Title = t.Slug
	report.Seats = strings.Split(playerList(players), ",")
	report.Seed = setup.Seed
	report.Options = setup.Options.String()
	report.Workers = *workers
	report.Seconds = seconds
	if seconds > 0 {
		report.GamesPerSecond = float64(*games) / seconds
	}
	if *asJSON {
		data, _ := json.Marshal(report)
		fmt.Fprintf(stdout, "%s\n", data)
		return 0
	}
	printReport(stdout, t, report)
	return 0
}

// simulate plays the games on workers goroutines and adds up their
// results as they come, keeping none. Game k starts from seed setup.Seed+k
// and the bot of seat i is seeded as a match seeds it, so the results
// depend on neither the number of workers nor their timing. The first game
// that fails, in game order, stops the run.
func simulate(t rules.Title, setup rules.Setup, players []match.Player, games, workers int, rotate bool) *tally {
	sum := newTally(len(players))
	var mu sync.Mutex
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, games) {
		wg.Go(func() {
			for k := range jobs {
				shift := 0
				if rotate {
					shift = k % len(players)
				}
				r := playOne(t, setup, players, setup.Seed+uint64(k), shift)
				mu.Lock()
				sum.add(k, r)
				mu.Unlock()
			}
		})
	}
	for k := range games {
		mu.Lock()
		failed := sum.err != nil
		mu.Unlock()
		if failed {
			break
		}
		jobs <- k
	}
	close(jobs)
	wg.Wait()
	return sum
}

// tally adds up the results of games, in any order.
type tally struct {
	games    int
	moves    int64
	sum      []int64 // by player
	min, max []int   // by player
	wins     []int   // by player
	seatWins []int   // by seat position
	err      error   // the failure of the first game that failed, in game order
	errGame  int     // that game's index
}

func newTally(seats int) *tally {
	return &tally{sum: make([]int64, seats), min: make([]int, seats), max: make([]int, seats), wins: make([]int, seats), seatWins: make([]int, seats)}
}

// add counts the result of game k.
func (s *tally) add(k int, g gameResult) {
	if g.err != nil {
		if s.err == nil || k < s.errGame {
			s.err, s.errGame = g.err, k
		}
		return
	}
	for i, score := range g.scores {
		s.sum[i] += int64(score)
		if s.games == 0 || score < s.min[i] {
			s.min[i] = score
		}
		if s.games == 0 || score > s.max[i] {
			s.max[i] = score
		}
		if g.winners.Has(rules.Seat(g.seatOf[i])) {
			s.wins[i]++
		}
	}
	for seat := range s.seatWins {
		if g.winners.Has(rules.Seat(seat)) {
			s.seatWins[seat]++
		}
	}
	s.moves += int64(g.moves)
	s.games++
}

// report turns the tally into the figures sim prints.
func (s *tally) report() simReport {
	seats := len(s.sum)
	r := simReport{
		Games:       s.games,
		MeanScore:   make([]float64, seats),
		MinScore:    append([]int(nil), s.min...),
		MaxScore:    append([]int(nil), s.max...),
		WinRate:     make([]float64, seats),
		SeatWinRate: make([]float64, seats),
	}
	n := float64(max(s.games, 1))
	r.MeanMoves = float64(s.moves) / n
	for i := range seats {
		r.MeanScore[i] = float64(s.sum[i]) / n
		r.WinRate[i] = float64(s.wins[i]) / n
		r.SeatWinRate[i] = float64(s.seatWins[i]) / n
	}
	return r
}

// playOne plays one game between bots from the given seed, player p
// sitting at seat (p + shift) mod the number of seats.
func playOne(t rules.Title, setup rules.Setup, players []match.Player, seed uint64, shift int) gameResult {
	setup.Seed = seed
	g, err := t.Build(setup)
	if err != nil {
		return gameResult{err: err}
	}
	n := len(players)
	r := gameResult{scores: make([]int, n), seatOf: make([]int, n)}
	bots := make([]*ai.Bot, n)
	for p, pl := range players {
		seat := (p + shift) % n
		r.seatOf[p] = seat
		bots[seat] = ai.New(pl.Level, match.BotSeed(seed, rules.Seat(seat)))
	}
	counter := &countingGame{Game: g}
	if err := ai.PlayGame(counter, bots); err != nil {
		return gameResult{err: err}
	}
	r.winners, r.moves = g.Winners(), counter.moves
	for p := range players {
		r.scores[p] = g.Score(rules.Seat(r.seatOf[p]))
	}
	return r
}

// countingGame counts the moves applied to a game.
type countingGame struct {
	rules.Game
	moves int
}

func (c *countingGame) Apply(m rules.Move) ([]rules.Event, error) {
	events, err := c.Game.Apply(m)
	if err == nil {
		c.moves++
	}
	return events, err
}

func printReport(w io.Writer, t rules.Title, r simReport) {
	fmt.Fprintf(w, "%s: %d games in %.2f s (%.1f games/s), seeds %d to %d, %.1f moves a game\n",
		t.Name, r.Games, r.Seconds, r.GamesPerSecond, r.Seed, r.Seed+uint64(r.Games)-1, r.MeanMoves)
	if r.Options != "" {
		fmt.Fprintf(w, "options: %s\n", r.Options)
	}
	first := "seat"
	if r.Rotate {
		first = "player"
	}
	fmt.Fprintf(w, "%-6s %-12s %8s %6s %6s %7s\n", first, "bot", "mean", "min", "max", "wins")
	for i, player := range r.Seats {
		fmt.Fprintf(w, "%-6d %-12s %8.2f %6d %6d %6.1f%%\n", i+1, player, r.MeanScore[i], r.MinScore[i], r.MaxScore[i], 100*r.WinRate[i])
	}
	if r.Rotate {
		fmt.Fprint(w, "wins by seat position:")
		for s, rate := range r.SeatWinRate {
			fmt.Fprintf(w, "  %d: %.1f%%", s+1, 100*rate)
		}
		fmt.Fprintln(w)
	}
}
