// 06.4's lesson: a parameter pack checks each of its types against the constraint; a variadic parameter wants one type.
import MiniUI

struct Tally<each Count: Numeric> {  // expected-note {{where 'each Count' = 'String'}}
    let counts: (repeat each Count)
    init(_ count: repeat each Count) { counts = (repeat each count) }
}

struct SameTally<Count: Numeric> {
    let counts: [Count]
    init(_ counts: Count...) { self.counts = counts }
}

let trams = 12
let kilometres = 38.5
let mixed = Tally(trams, kilometres)
// expected-error@+1 {{generic struct 'Tally' requires that 'String' conform to 'Numeric'}}
let named = Tally(trams, "many")
// expected-error@+1 {{conflicting arguments to generic parameter 'Count' ('Int' vs. 'Double')}}
let same = SameTally(trams, kilometres)
