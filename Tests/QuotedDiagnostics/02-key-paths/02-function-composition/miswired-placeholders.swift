// 02.2's lesson: a signature with two placeholders where three are needed; the type checker gives up
// (Lessons/COMPILER-QUIRKS.md).
struct Reading {
    var kelvin: Double
}

func celsius(of reading: Reading) -> Double { reading.kelvin - 273.15 }

func label(_ degrees: Double) -> String { "\(degrees) °C" }

func compose<Input, Output>(_ f: @escaping (Input) -> Output, _ g: @escaping (Output) -> Output) -> (Input) -> Output {
    { g(f($0)) }
}

// expected-error@+1 {{failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)}}
let readingLabel = compose(celsius(of:), label)
