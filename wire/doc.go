// Package wire is the protocol of online tables (issue 29): the frames a
// client and a Starboard server exchange over a WebSocket, and the codec
// that carries a seat's view of a game. It imports the rules and nothing
// of NATS or the screens, so the browser build links it without growing.
//
// A connection goes like this. The server sends Welcome (its protocol, its
// rulesets and each title's state Layout; a client of another build stops
// there and says so). The client sends Create, Join or Watch. Create is
// answered with Created: the table's code and a secret token per seat a
// person is to take; tokens travel in invitation links and are never
// logged. Join (with a token) and Watch (with a code) are answered with
// Seated, the table's setup without its seed, then a State: the revision,
// the connection's view (EncodeState's bytes; the client decodes them into
// a game of the title and reads its prompt, legal moves and scores with the
// same rules code as the server) and, from then on, with each move the
// Entry that made it, its events redacted for that seat.
//
// The client plays with Move: the move's text, an ID of its own and the
// revision it saw. The server applies a move once whatever the retries
// (IDs), only on the revision it was chosen on, and only for the seat the
// connection holds; anything else is Refused with the rules' reason or
// the frame's fault, and the table is untouched. A frame a client may not
// send (DecodeClient) closes the connection.
//
// Authority stays on the server: a client's view holds only what its seat
// may know, so a client that decodes a view can show it and choose moves
// from it, never learn more.
package wire
