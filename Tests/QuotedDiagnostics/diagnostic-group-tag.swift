// Lessons/COMPILER-QUIRKS.md: the diagnostic group's tag after a message, as Swift 6.3.1 prints it.
// prints: error: type '()' cannot conform to 'View' [#ProtocolTypeNonConformance]

import MiniUI

struct Tile<Content: View> {  // expected-note {{required by generic struct 'Tile' where 'Content' = '()'}}
    var content: () -> Content
}

// expected-error@+2 {{type '()' cannot conform to 'View'}}
// expected-note@+1 {{only concrete types such as structs, enums and classes can conform to protocols}}
let tile = Tile { if Bool.random() { print("shown") } }
