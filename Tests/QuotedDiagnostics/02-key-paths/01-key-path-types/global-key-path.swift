// 02.1's lesson: a global constant with a written-out key-path type, in a library's file in Swift 6.
// compile: library
// prints: error: let 'moonsPath' is not concurrency-safe because non-'Sendable' type 'KeyPath<Planet, Int>' may have shared mutable state [#MutableGlobalVariable]
// prints: note: generic class 'KeyPath' does not conform to the 'Sendable' protocol
struct Planet {
    var name: String
    var moons: Int
}

// expected-note@+3 {{add '@MainActor' to make let 'moonsPath' part of global actor 'MainActor'}}
// expected-note@+2 {{disable concurrency-safety checks if accesses are protected by an external synchronization mechanism}}
// expected-error@+1 {{let 'moonsPath' is not concurrency-safe because non-'Sendable' type 'KeyPath<Planet, Int>' may have shared mutable state}}
let moonsPath: KeyPath<Planet, Int> = \.moons
