// 05.7's lesson: an endpoint whose value cannot be compared; two values compared without `Equatable`.
@propertyWrapper
struct Get<Value: Decodable & Equatable> {  // expected-note {{where 'Value' = 'Snapshot'}}
    var wrappedValue: Value? { nil }
}

struct Snapshot: Decodable {
    var rides: Int
}

struct Screen {
    // expected-error@+1 {{generic struct 'Get' requires that 'Snapshot' conform to 'Equatable'}}
    @Get var snapshot: Snapshot?
}

func changed<Value>(_ old: Value, _ new: Value) -> Bool {
    old == new  // expected-error {{binary operator '==' cannot be applied to two 'Value' operands}}
}
