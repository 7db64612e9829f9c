// 05.7's lesson: a type nested in a generic type is generic too: no `static let`, and a generic parameter to infer.
struct Reading<Value> {  // expected-note {{'Value' declared as parameter to type 'Reading'}}
    let sensor: KeyPath<Sensors, Value>
    init(_ sensor: KeyPath<Sensors, Value>) { self.sensor = sensor }
}

extension Reading {
    struct Sensors {
        var temperature: Double { 21.5 }
        static let shared = 1  // expected-error {{static stored properties not supported in generic types}}
    }
}

func read() {
    // expected-error@+2 {{generic parameter 'Value' could not be inferred}}
    // expected-note@+1 {{explicitly specify the generic arguments to fix this issue}}
    let s = Reading.Sensors()
    let temperature = Reading(\.temperature)
    _ = (s, temperature)
}
