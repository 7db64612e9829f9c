// check: compiles
// `@Lateinit` declares a property with no initial value that is still a plain, non-optional type: it reads
// as that type, `$name` reads as its optional, and the owner keeps its memberwise `init()`.
@testable import Exercise05_1

struct Account {
    @Lateinit var name: String
    @Lateinit var scores: [Int]
    var nickname = "none"
}

@MainActor
func useLateinit() {
    var account = Account()
    account.name = "Aiko"
    account.scores = [3, 5]
    account.scores.append(8)

    let name: String = account.name
    let total: Int = account.scores.reduce(0, +)
    let peek: String? = account.$name
    let scoresPeek: [Int]? = account.$scores

    var configuration = LaunchConfiguration()
    configuration.serverName = "api.example.com"
    configuration.retryLimit = 3
    let ready: Bool = configuration.isReady
    let limit: Int? = configuration.$retryLimit
    configuration.reset()

    _ = (name, total, peek, scoresPeek, ready, limit)
}
