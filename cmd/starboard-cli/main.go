// Command starboard-cli plays Starboard's titles as text, without a window:
// for scripts, tests, bot measurements and checking saves.
//
// Usage:
//
//	starboard-cli play <title> [--seats human,bot:hard,...] [--names A,B,...] [--seed N] [--option k=v] [--save FILE [--new]] [--step]
//	starboard-cli sim <title> [--games N] [--seats bot:random,bot:easy,...] [--seed S] [--option k=v] [--workers W] [--json] [--rotate]
//	starboard-cli ladder <title> [--games N] [--seats K] [--seed S] [--levels random,easy,...] [--option k=v] [--workers W] [--json]
//	starboard-cli replay <file>
//	starboard-cli host <title> [--seats human,bot:easy,...] [--names A,B,...] [--option k=v] [--server URL]
//	starboard-cli join <code, seat code or link> [--token T] [--server URL]
//	starboard-cli titles
//	starboard-cli version
//
// play reads commands from standard input, one per line; type help for the
// list; legal numbers the moves and play N plays the Nth. --save FILE
// resumes the game FILE holds (of the same title and seats; --new starts
// over, keeping it as FILE.old), sets aside a file it cannot read, and
// locks FILE against a second process. In hot seat, when the keyboard
// passes between two people who see the game differently, the next one
// types ready before anything of theirs is printed. Without --seed a game gets a fresh seed, printed when the session
// ends. In hot seat the person at the keyboard is the last one asked to
// act: show, the events and undo are theirs. Bots move as soon as they are
// to act, until a person must; with --step they wait for the command bots.
// play --help and sim --help say what each flag does. sim plays games between bots and reports scores and win rates; game
// k of a run is the game that play gives with --seed S+k and the same seats.
// ladder plays each bot level against the one below it (in a cooperative
// title, each level as a team) and prints win rates and mean scores with
// 95% intervals and the time per decision. replay checks a save and prints its scores. titles lists what can be
// played, with seats and options. host creates a table on a Starboard
// server (cmd/starboard-server) and prints each seat's join command; join
// plays that seat through the same commands as play, printing every move as
// it comes and "-- your turn" when the seat is to act (without --token it
// watches), reconnecting by itself when the connection drops.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"starboard/internal/version"
	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage:
  starboard-cli play <title> [--seats human,bot:hard,...] [--names A,B,...] [--seed N] [--option k=v] [--save FILE [--new]] [--step]
  starboard-cli sim <title> [--games N] [--seats bot:random,bot:easy,...] [--seed S] [--option k=v] [--workers W] [--json] [--rotate]
  starboard-cli ladder <title> [--games N] [--seats K] [--seed S] [--levels random,easy,...] [--option k=v] [--workers W] [--json]
  starboard-cli replay <file>
  starboard-cli host <title> [--seats human,bot:easy,...] [--names A,B,...] [--option k=v] [--server URL]
  starboard-cli join <code, seat code or link> [--token T] [--server URL]
  starboard-cli titles
  starboard-cli version
--option may be repeated; "starboard-cli <command> --help" says what each flag does
`

// run is the whole program: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "play":
		return runPlay(args[1:], stdin, stdout, stderr)
	case "sim":
		return runSim(args[1:], stdout, stderr)
	case "ladder":
		return runLadder(args[1:], stdout, stderr)
	case "replay":
		return runReplay(args[1:], stdout, stderr)
	case "host":
		return runHost(args[1:], stdout, stderr)
	case "join":
		return runJoin(args[1:], stdin, stdout, stderr)
	case "titles":
		if _, exit, ok := newCommandLine("titles", "", nil, stdout, stderr).parse(args[1:], 0); !ok {
			return exit
		}
		return runTitles(stdout)
	case "version", "-version", "--version":
		if _, exit, ok := newCommandLine("version", "", nil, stdout, stderr).parse(args[1:], 0); !ok {
			return exit
		}
		fmt.Fprintf(stdout, "starboard-cli %s\n", version.String())
		return 0
	case "help", "-h", "--help", "-help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "starboard-cli: no command %s; see starboard-cli --help\n", rules.QuoteInput(args[0]))
	return 2
}

// extraTitles are titles tests can play that the catalog does not list.
// The program itself leaves it empty.
var extraTitles []rules.Title

// allTitles returns the titles the command knows.
func allTitles() []rules.Title {
	return append(catalog.All(), extraTitles...)
}

// findTitle returns the title with the given slug.
func findTitle(slug string) (rules.Title, error) {
	for _, t := range extraTitles {
		if t.Slug == slug {
			return t, nil
		}
	}
	return catalog.Find(slug)
}

// parseArgs parses flags that may come before or after the positional
// arguments, which it returns.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// commandLine is the command line of one command: its flags and the
// synopsis of its positional arguments.
type commandLine struct {
	fs       *flag.FlagSet
	args     string            // the positional arguments, such as "<title>"
	metavars map[string]string // the placeholder of each flag's value, by flag
	stdout   io.Writer
	stderr   io.Writer
}

// newCommandLine returns the command line of command, which prints errors
// to stderr and its help to stdout.
func newCommandLine(command, args string, metavars map[string]string, stdout, stderr io.Writer) *commandLine {
	c := &commandLine{fs: flag.NewFlagSet(command, flag.ContinueOnError), args: args, metavars: metavars, stdout: stdout, stderr: stderr}
	c.fs.SetOutput(io.Discard) // parse prints the one line of an error itself
	c.fs.Usage = func() {}     // parse prints the usage itself, to the right place
	return c
}

// synopsis returns the usage line of the command with every flag.
func (c *commandLine) synopsis() string {
	var b strings.Builder
	fmt.Fprintf(&b, "starboard-cli %s", c.fs.Name())
	if c.args != "" {
		b.WriteString(" " + c.args)
	}
	c.fs.VisitAll(func(f *flag.Flag) {
		if v, ok := c.metavars[f.Name]; ok {
			if v == "" {
				fmt.Fprintf(&b, " [--%s]", f.Name)
			} else {
				fmt.Fprintf(&b, " [--%s %s]", f.Name, v)
			}
			return
		}
		if name, _ := flag.UnquoteUsage(f); name != "" {
			fmt.Fprintf(&b, " [--%s %s]", f.Name, name)
		} else {
			fmt.Fprintf(&b, " [--%s]", f.Name)
		}
	})
	return b.String()
}

// usage prints the synopsis and what each flag does to w, each flag
// spelled with two dashes as the synopsis spells it.
func (c *commandLine) usage(w io.Writer) {
	fmt.Fprintf(w, "usage: %s\n", c.synopsis())
	hasFlags := false
	c.fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		fmt.Fprint(w, "\nflags:\n")
	}
	c.fs.VisitAll(func(f *flag.Flag) {
		name, doc := flag.UnquoteUsage(f)
		if v, ok := c.metavars[f.Name]; ok {
			name = v
		}
		line := "  --" + f.Name
		if name != "" {
			line += " " + name
		}
		if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" && !strings.Contains(doc, "default") {
			doc += fmt.Sprintf(" (default %s)", f.DefValue)
		}
		fmt.Fprintf(w, "%s\n      %s\n", line, doc)
	})
}

// flagGiven reports whether the flag name was on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// parse parses args and checks that they hold want positional arguments.
// When they do not, or on -h or --help, it prints the usage and returns ok
// false with the exit status: 0 for help, to stdout, 2 for a mistake, to
// stderr.
func (c *commandLine) parse(args []string, want int) (positional []string, exit int, ok bool) {
	positional, err := parseArgs(c.fs, args)
	if errors.Is(err, flag.ErrHelp) {
		c.usage(c.stdout)
		return nil, 0, false
	}
	if err == nil && len(positional) != want {
		err = fmt.Errorf("want %s", c.args)
		if want == 0 {
			err = errors.New("takes no arguments")
		}
	}
	if err != nil {
		fmt.Fprintf(c.stderr, "starboard-cli %s: %s; see starboard-cli %s --help\n", c.fs.Name(), clip(err.Error()), c.fs.Name())
		return nil, 2, false
	}
	return positional, 0, true
}

// clip shortens a message that repeats a person's input to a line.
func clip(s string) string {
	if r := []rune(s); len(r) > rules.MaxEcho+60 {
		return string(r[:rules.MaxEcho+60]) + "…"
	}
	return s
}

// optionFlag collects repeated --option key=value flags.
type optionFlag rules.Options

func (o optionFlag) String() string { return rules.Options(o).String() }

func (o optionFlag) Set(s string) error {
	key, value, ok := strings.Cut(s, "=")
	key, value = strings.TrimSpace(key), strings.TrimSpace(value)
	if !ok || key == "" {
		return fmt.Errorf("an option is written key=value, not %s", rules.QuoteInput(s))
	}
	o[key] = value
	return nil
}

// parsePlayers reads a comma-separated list of players.
func parsePlayers(list string) ([]match.Player, error) {
	var players []match.Player
	for _, field := range strings.Split(list, ",") {
		p, err := match.ParsePlayer(field)
		if err != nil {
			return nil, err
		}
		players = append(players, p)
	}
	return players, nil
}

// playerList writes players back as a comma-separated list.
func playerList(players []match.Player) string {
	texts := make([]string, len(players))
	for i, p := range players {
		texts[i] = p.String()
	}
	return strings.Join(texts, ",")
}
