# JupyterHub configuration of the hub test (tests/hub/run.sh): the class's configuration of
# docs/jupyterhub_config.py, with what a test on localhost must change: the hub's ports and
# state in a temporary directory, a login that takes any allowed name with one password
# (DummyAuthenticator) and notebook servers run as the hub's own user, with no system accounts
# (SimpleLocalProcessSpawner). The kernelspec is installed under a temporary prefix, found
# through JUPYTER_PATH; the memory cap is made smaller, so that the test's hog is stopped soon.
# run.sh says where everything goes through the CR_HUB_* variables.
import os

c = get_config()  # noqa: F821 (defined by jupyterhub when it loads this file)
load_subconfig(os.path.join(os.environ["CR_HUB_SOURCE"], "docs/jupyterhub_config.py"))  # noqa: F821
state = os.environ["CR_HUB_STATE"]

c.JupyterHub.bind_url = "http://127.0.0.1:%s" % os.environ["CR_HUB_PORT"]
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ["CR_HUB_API_PORT"])
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:%s" % os.environ["CR_PROXY_API_PORT"]
c.ConfigurableHTTPProxy.pid_file = os.path.join(state, "proxy.pid")
c.JupyterHub.db_url = "sqlite:///" + os.path.join(state, "jupyterhub.sqlite")
c.JupyterHub.cookie_secret_file = os.path.join(state, "cookie_secret")
c.JupyterHub.cleanup_servers = True

c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = os.environ["CR_HUB_PASSWORD"]

c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = os.path.join(state, "home", "{username}")
c.Spawner.start_timeout = 60
c.Spawner.http_timeout = 60
c.Spawner.environment = dict(c.Spawner.environment,
                             JUPYTER_PATH=os.environ["CR_HUB_JUPYTER_PATH"],
                             CUDAREPL_MEMORY_CAP="256M")
if os.geteuid() == 0:
    c.Spawner.args = list(c.Spawner.args) + ["--allow-root"]  # the Notebook server refuses root without it
