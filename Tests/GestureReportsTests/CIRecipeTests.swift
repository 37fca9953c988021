import Foundation
import GestureTestSupport
import Testing
import Yams

/// The CI recipes in `docs/ci/` (issue 29): each is valid YAML, runs `gesture-replay check` in the
/// CI system's own parallel jobs with `--shard I/N`, keeps JUnit and the HTML report as artifacts
/// also when a case failed, and lets a failed case fail the pipeline.
///
/// The `gesture-replay` commands a recipe runs are taken from the YAML, the CI system's variables
/// filled in for every parallel job, and run with the built binary as the job would run them (in a
/// checkout holding `recordings/`): each must be accepted and write the artifacts the recipe keeps,
/// and the jobs' cases together must be the unsharded run's cases, each exactly once.
@Suite struct CIRecipeTests {
    /// What a recipe runs: the `gesture-replay` command lines of each of its parallel jobs.
    struct Recipe {
        /// The recipe's file name in `docs/ci/`.
        var name: String
        /// For each parallel job (shard 1 first), the argument lists of its `gesture-replay` commands.
        var jobs: [[[String]]]
        /// The folder the recipe keeps as artifacts, relative to the checkout.
        var artifactFolder: String
    }

    /// A recipe's YAML, composed; a failure to parse fails the test.
    static func yaml(_ name: String) throws -> Node {
        let text = try String(contentsOfFile: RepositoryPaths.root() + "/docs/ci/" + name, encoding: .utf8)
        return try #require(try Yams.compose(yaml: text), "docs/ci/\(name) is empty")
    }

    /// The string values of a YAML mapping (CI variables), by key.
    static func strings(_ node: Node?) -> [String: String] {
        var values: [String: String] = [:]
        for (key, value) in node?.mapping ?? [:] {
            if let key = key.string, let value = value.string { values[key] = value }
        }
        return values
    }

    /// The words of a shell command line, its `$NAME` and `${NAME}` replaced from `variables`.
    ///
    /// Blanks split words, double and single quotes group them. Anything the shell would do beyond
    /// that (a variable not in `variables`, a pipe, a list, a substitution) fails the test, so the
    /// words are exactly what the CI job would pass.
    static func words(_ line: String, variables: [String: String]) throws -> [String] {
        var line = line
        for (name, value) in variables.sorted(by: { $0.key.count > $1.key.count }) {
            line = line.replacingOccurrences(of: "${\(name)}", with: value)
            line = line.replacingOccurrences(of: "$\(name)", with: value)
        }
        for special in ["$", "|", ";", "&", "`", ">", "<"] where line.contains(special) {
            Issue.record("a shell construct this test does not follow (\(special)) in: \(line)")
        }
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        #expect(quote == nil, "an unclosed quote in: \(line)")
        if let word { words.append(word) }
        return words
    }

    /// The `gesture-replay` commands among a job's shell lines, as argument lists.
    static func commands(_ lines: [String], variables: [String: String]) throws -> [[String]] {
        try lines.filter { $0.hasPrefix("gesture-replay ") }.map { line in
            try Array(words(line, variables: variables).dropFirst())
        }
    }

    /// The GitLab CI job: `parallel: N`, its scripts' commands with `CI_NODE_INDEX` and `CI_NODE_TOTAL`.
    static func gitLab() throws -> Recipe {
        let root = try yaml("gitlab-ci.yml")
        let jobs = (root.mapping ?? [:]).filter { $0.value["script"] != nil }
        try #require(jobs.count == 1, "one job with a script")
        let job = jobs[0].value
        let total = try #require(job["parallel"]?.int, "the job runs in `parallel:` jobs")
        #expect(total >= 2)
        #expect(job["allow_failure"]?.bool != true, "a failed case must fail the pipeline")
        let lines = ["before_script", "script"].flatMap { job[$0]?.sequence?.compactMap(\.string) ?? [] }
        for line in lines {
            #expect(!line.contains("|| true") && !line.contains("set +e"), "a failed case must fail the job: \(line)")
        }
        let artifacts = try #require(job["artifacts"], "the job keeps artifacts")
        #expect(artifacts["when"]?.string == "always", "artifacts are kept when a case failed too")
        let folders = artifacts["paths"]?.sequence?.compactMap(\.string) ?? []
        try #require(folders.count == 1)
        let junit = try #require(artifacts["reports"]?["junit"]?.string, "JUnit is the job's test report")
        var variables = strings(root["variables"]).merging(strings(job["variables"])) { $1 }
        var shards: [[[String]]] = []
        for index in 1...total {
            variables["CI_NODE_INDEX"] = "\(index)"
            variables["CI_NODE_TOTAL"] = "\(total)"
            let commands = try self.commands(lines, variables: variables)
            // The JUnit report GitLab reads must be the file this job's check writes.
            let written = commands.compactMap { value(of: "--junit", in: $0) }
            #expect(written.count == 1 && matches(written[0], glob: junit), "\(written) against \(junit)")
            shards.append(commands)
        }
        return Recipe(name: "gitlab-ci.yml", jobs: shards, artifactFolder: folders[0])
    }

    /// The GitHub Actions workflow: a `strategy.matrix` of shards, its steps' commands with `matrix.shard`
    /// and `strategy.job-total`.
    static func gitHub() throws -> Recipe {
        let root = try yaml("github-actions.yml")
        let jobs = (root["jobs"]?.mapping ?? [:]).filter { $0.value["strategy"] != nil }
        try #require(jobs.count == 1, "one job with a strategy")
        let job = jobs[0].value
        let shardValues = job["strategy"]?["matrix"]?["shard"]?.sequence
        let matrix = try #require(shardValues, "a matrix of shards").compactMap(\.int)
        // --shard I/N takes N from strategy.job-total, the matrix's size: the shards must be 1...N.
        #expect(matrix == Array(1...matrix.count) && matrix.count >= 2, "\(matrix)")
        #expect(job["strategy"]?["fail-fast"]?.bool == false, "every shard reports even when one fails")
        #expect(job["continue-on-error"]?.bool != true, "a failed case must fail the workflow")
        let steps = job["steps"]?.sequence.map(Array.init) ?? []
        for step in steps {
            #expect(step["continue-on-error"]?.bool != true, "a failed case must fail the workflow")
        }
        let lines = steps.compactMap { $0["run"]?.string }.flatMap { $0.split(separator: "\n").map(String.init) }
        for line in lines {
            #expect(!line.contains("|| true") && !line.contains("set +e"), "a failed case must fail the job: \(line)")
        }
        let upload = try #require(
            steps.first { $0["uses"]?.string?.hasPrefix("actions/upload-artifact@") == true },
            "the reports are uploaded")
        #expect(upload["if"]?.string?.contains("always()") == true, "uploaded when a case failed too")
        let folder = try #require(upload["with"]?["path"]?.string)
        let variables = strings(job["env"])
        var shards: [[[String]]] = []
        for shard in matrix {
            let filled = lines.map {
                $0.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
                    .replacingOccurrences(of: "${{ strategy.job-total }}", with: "\(matrix.count)")
            }
            shards.append(try commands(filled, variables: variables))
        }
        return Recipe(name: "github-actions.yml", jobs: shards, artifactFolder: folder)
    }

    /// Whether `path` matches `glob`, where `*` stands for any characters but `/`.
    static func matches(_ path: String, glob: String) -> Bool {
        let parts = glob.components(separatedBy: "*")
        guard parts.count > 1 else { return path == glob }
        guard path.hasPrefix(parts[0]), path.hasSuffix(parts[parts.count - 1]) else { return false }
        let middle = path.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        return parts.count == 2 && !middle.contains("/")
    }

    /// The value given to `option` in `arguments`, if it is given one.
    static func value(of option: String, in arguments: [String]) -> String? {
        guard let at = arguments.firstIndex(of: option), at + 1 < arguments.count else { return nil }
        return arguments[at + 1]
    }

    /// The case lines (`PASS …`, `FAIL …`) a check printed.
    static func cases(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
    }

    /// Runs every job's commands as the CI system would, in a checkout of its own, and checks what they did.
    static func run(_ recipe: Recipe) throws {
        let checkout = TemporaryDirectory.path("ci")
        let files = FileManager.default
        try files.createDirectory(atPath: checkout + "/" + recipe.artifactFolder, withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: checkout) }
        try files.createSymbolicLink(
            atPath: checkout + "/recordings", withDestinationPath: RepositoryPaths.recordings())
        var seen: [String] = []
        var manifests: Set<String> = []
        for (index, commands) in recipe.jobs.enumerated() {
            let checks = commands.filter { $0.first == "check" }
            #expect(checks.count == 1, "\(recipe.name) job \(index + 1): one check, in \(commands)")
            for arguments in commands {
                let result = try CommandRunner.run(arguments, in: checkout)
                #expect(result.status == 0, "\(recipe.name) job \(index + 1): \(arguments): \(result.stderr)")
                guard arguments.first == "check" else { continue }
                let shard = value(of: "--shard", in: arguments)
                #expect(shard == "\(index + 1)/\(recipe.jobs.count)", "\(recipe.name) job \(index + 1): \(arguments)")
                seen += cases(result.stdout)
                for option in ["--junit", "--html"] {
                    let path = try #require(value(of: option, in: arguments), "\(option)")
                    #expect(path.hasPrefix(recipe.artifactFolder), "\(path) is kept as an artifact")
                    let size = (try? files.attributesOfItem(atPath: checkout + "/" + path)[.size] as? Int) ?? 0
                    #expect(size > 0, "\(recipe.name) job \(index + 1) wrote \(path)")
                }
                // The manifest: the check's one positional argument.
                if let manifest = arguments.dropFirst().first(where: { !$0.hasPrefix("--") }) {
                    manifests.insert(manifest)
                }
            }
        }
        try #require(manifests.count == 1, "every job checks the same manifest: \(manifests)")
        let whole = try CommandRunner.run(["check", manifests.first ?? ""], in: checkout)
        let everything = cases(whole.stdout)
        #expect(everything.count >= 50 && whole.stdout.hasSuffix("\(everything.count) passed, 0 failed\n"))
        // Every case exactly once: how often the shards ran each case line, less how often the whole run did.
        var runs: [String: Int] = [:]
        for line in seen { runs[line, default: 0] += 1 }
        for line in everything { runs[line, default: 0] -= 1 }
        let wrong = runs.filter { $0.value != 0 }.map { "\($0.value > 0 ? "run again" : "not run"): \($0.key)" }
        #expect(
            wrong.isEmpty,
            "\(recipe.name): the shards run every case exactly once:\n\(wrong.sorted().joined(separator: "\n"))")
    }

    @Test func theGitLabJobsRunEveryCaseOnceAndKeepTheReports() throws {
        try Self.run(try Self.gitLab())
    }

    @Test func theGitHubJobsRunEveryCaseOnceAndKeepTheReports() throws {
        try Self.run(try Self.gitHub())
    }

    @Test func theCommandLineIsSplitAsTheShellSplitsIt() throws {
        let words = try Self.words(#"check "$M" --shard "$I/4" 'a b'"#, variables: ["M": "x y.yml", "I": "2"])
        #expect(words == ["check", "x y.yml", "--shard", "2/4", "a b"])
        #expect(Self.matches("reports/junit-3.xml", glob: "reports/junit-*.xml"))
        #expect(!Self.matches("reports/x/junit-3.xml", glob: "reports/junit-*.xml"))
        #expect(!Self.matches("junit-3.xml", glob: "reports/junit-*.xml"))
    }
}
