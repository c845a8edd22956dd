package main

import (
	"errors"

	"starboard/match"
)

// joinTable is not offered in the browser build: the WebSocket client the
// desktop uses brings net/http with it, 0.4 MB more to download. The
// browser's own client (through the page's WebSocket) is still to come.
func joinTable(string) (*match.Match, error) {
	return nil, errors.New("-join is for the desktop game")
}
