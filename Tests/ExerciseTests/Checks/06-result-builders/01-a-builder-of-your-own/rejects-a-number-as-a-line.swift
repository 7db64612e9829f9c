// check: rejects
// A builder accepts exactly the statements its `buildExpression` methods take: a line of text or a stop. A number
// left in the closure by mistake is refused where it stands: no `buildExpression` takes an `Int`.
@testable import Exercise06_1

func announcePlatform() {
    let platform = 2
    _ = Announcement {
        "The next tram leaves from platform"
        platform  // expected-error {{cannot convert value of type 'Int' to expected argument type}}
    }
}
