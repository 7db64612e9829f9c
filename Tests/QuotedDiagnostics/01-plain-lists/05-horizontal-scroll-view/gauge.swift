// 01.5's lesson: the gauge's shortcut initializer without `Level == Reading`, then with it, called with other types.
struct Gauge<Reading, Level: Comparable> {
    private let level: KeyPath<Reading, Level>
    init(showing level: KeyPath<Reading, Level>) { self.level = level }
}

extension Gauge {
    init(unconstrained: Void) where Reading: BinaryFloatingPoint {
        // expected-error@+2 {{cannot assign value of type 'KeyPath<Reading, Reading>' to type 'KeyPath<Reading, Level>'}}
        // expected-note@+1 {{arguments to generic parameter 'Value' ('Reading' and 'Level') are expected to be equal}}
        level = \.self
    }

    // expected-note@+1 {{where 'Reading' = 'Float', 'Level' = 'Double'}}
    init() where Reading: BinaryFloatingPoint, Level == Reading {
        level = \.self
    }
}

// expected-error@+1 {{initializer 'init()' requires the types 'Float' and 'Double' be equivalent}}
let mixed = Gauge<Float, Double>()
