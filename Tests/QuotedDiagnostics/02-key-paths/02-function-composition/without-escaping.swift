// 02.2's lesson: `compose` without `@escaping`, diagnosed after type-checking.
// compile: sil
// expected-note@+2 {{parameter 'f' is implicitly non-escaping}}
// expected-note@+1 {{parameter 'g' is implicitly non-escaping}}
func compose<Input, Middle, Output>(_ f: (Input) -> Middle, _ g: (Middle) -> Output) -> (Input) -> Output {
    // expected-error@+4 {{escaping closure captures non-escaping parameter 'g'}}
    // expected-error@+3 {{escaping closure captures non-escaping parameter 'f'}}
    // expected-note@+2 {{captured here}}
    // expected-note@+1 {{captured here}}
    { input in g(f(input)) }
}
