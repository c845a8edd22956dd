package remote

import "context"

// ServesBrowserGame answers true in the browser, which was sent the game
// by a server: asking would bring net/http into the page, 0.4 MB more to
// download (see browser.go for the question asked elsewhere).
func ServesBrowserGame(ctx context.Context, address string) (bool, error) { return true, nil }
