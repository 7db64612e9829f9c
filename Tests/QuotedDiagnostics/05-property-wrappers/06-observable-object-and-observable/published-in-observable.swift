// 05.6's lesson: `@Published` on a property `n` of an `@Observable` class. The errors are reported inside the macro's
// expansion, where no marker can stand.
// compile: prints
// prints: error: property wrapper cannot be applied to a computed property
// prints: error: invalid redeclaration of synthesized property '_n'
import MiniUI
import Observation

@Observable final class Counter {
    @Published var n = 0
}
