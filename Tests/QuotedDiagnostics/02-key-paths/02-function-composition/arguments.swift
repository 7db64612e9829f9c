// 02.2's lesson: the starter's concrete `compose`, then the generic one given its arguments in the wrong order.
struct Reading {
    var kelvin: Double
}

func celsius(of reading: Reading) -> Double { reading.kelvin - 273.15 }

func label(_ degrees: Double) -> String { "\(degrees) °C" }

func concrete(_ f: @escaping (Reading) -> Double, _ g: @escaping (Double) -> String) -> (Reading) -> String {
    { g(f($0)) }
}

// expected-error@+2 {{cannot convert value of type 'Reading' to closure result type 'Double'}}
// expected-error@+1 {{value of type 'Double' has no member 'count'}}
let counted = concrete({ $0 }, { $0.count })

func compose<Input, Middle, Output>(
    _ f: @escaping (Input) -> Middle, _ g: @escaping (Middle) -> Output
) -> (Input) -> Output {
    { g(f($0)) }
}

// expected-error@+1 {{cannot convert value of type '@Sendable (Reading) -> Double' to expected argument type '(String) -> Double'}}
let backwards = compose(label, celsius(of:))
